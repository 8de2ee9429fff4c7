import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { Spinner } from './Spinner';

it('Spinner is a status named Loading (or its label)', () => {
  renderWithTheme(
    <>
      <Spinner />
      <Spinner label="Loading notes" />
    </>,
  );
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading notes' })).toBeInTheDocument();
});
