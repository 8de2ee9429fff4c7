import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HardRefreshDialog } from './HardRefreshDialog';

beforeEach(() => localStorage.clear());

describe('Hard Refresh Required dialog', () => {
  it('asks once per browser: Hard Refresh remembers it and reloads the page', async () => {
    const reload = jest.fn();
    const first = render(<HardRefreshDialog reload={reload} />);
    const dialog = screen.getByRole<HTMLDialogElement>('dialog', { name: 'Hard Refresh Required' });
    expect(dialog.open).toBe(true);
    expect(screen.getByRole('button', { name: 'Hard Refresh' })).toHaveFocus();
    // Esc does not dismiss it: it waits for its button.
    await userEvent.setup().keyboard('{Escape}');
    expect(dialog.open).toBe(true);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Hard Refresh' }));

    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('hardRefreshAcknowledged')).toBe('true');
    first.unmount();

    render(<HardRefreshDialog reload={reload} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
