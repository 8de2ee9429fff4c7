import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HardRefreshDialog } from './HardRefreshDialog';

beforeEach(() => localStorage.clear());

describe('Hard Refresh Required dialog', () => {
  it('asks once per browser: Hard Refresh remembers it and reloads the page', async () => {
    const reload = jest.fn();
    const first = render(<HardRefreshDialog reload={reload} />);
    expect(screen.getByRole('dialog', { name: 'Hard Refresh Required' })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Hard Refresh' }));

    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('hardRefreshAcknowledged')).toBe('true');
    first.unmount();

    render(<HardRefreshDialog reload={reload} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
