import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { LinkifiedText } from './LinkifiedText';

it('LinkifiedText turns addresses into links that open in a new tab', () => {
  renderWithTheme(<LinkifiedText text="proof at https://example.com/p/1 and www.example.org" />);
  const link = screen.getByRole('link', { name: 'https://example.com/p/1' });
  expect(link).toHaveAttribute('href', 'https://example.com/p/1');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByRole('link', { name: 'www.example.org' })).toHaveAttribute('href', 'https://www.example.org');
  expect(screen.getByText(/proof at/)).toBeInTheDocument();
});
