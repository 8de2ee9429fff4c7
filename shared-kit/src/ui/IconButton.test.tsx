import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { IconButton } from './IconButton';
import { DeleteIcon } from './icons';

describe('IconButton', () => {
  it('is named by its label for screen readers and as a tooltip', async () => {
    const onClick = jest.fn();
    renderWithTheme(<IconButton label="Delete acme" icon={<DeleteIcon />} tone="danger" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Delete acme' });
    expect(button).toHaveAttribute('title', 'Delete acme');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
