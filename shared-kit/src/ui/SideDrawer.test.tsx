import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from 'shared-kit/testing';
import { SideDrawer } from './SideDrawer';

function Harness({ onClose }: { onClose: () => void }) {
  const [text, setText] = useState('');
  return (
    <SideDrawer title="Filter Proof" onClose={onClose}>
      <label>
        User
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
    </SideDrawer>
  );
}

describe('SideDrawer', () => {
  it('is labelled by its title, which takes the focus, and keeps the focus where the person types', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness onClose={() => undefined} />);
    const drawer = screen.getByRole('complementary', { name: 'Filter Proof' });
    expect(screen.getByRole('heading', { name: 'Filter Proof' })).toHaveFocus();
    await user.type(screen.getByLabelText('User'), 'asha');
    expect(screen.getByLabelText('User')).toHaveFocus();
    expect(screen.getByLabelText('User')).toHaveValue('asha');
    expect(drawer).toBeVisible();
  });

  it('closes with Esc and with its close button', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close filters' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('closes on a press outside it, but not on one inside it or on the control that toggles it', () => {
    const onClose = jest.fn();
    renderWithTheme(
      <>
        <button type="button" aria-controls="filters">
          Filters
        </button>
        <p>The list</p>
        <SideDrawer id="filters" title="Filter Proof" onClose={onClose}>
          <input aria-label="User" />
        </SideDrawer>
      </>,
    );
    fireEvent.mouseDown(screen.getByLabelText('User'));
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Filters' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByText('The list'));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.touchStart(screen.getByText('The list'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('gives the focus back to what opened it when it closes from inside', async () => {
    function Toggle() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" aria-controls="filters" onClick={() => setOpen(!open)}>
            Filters
          </button>
          <SideDrawer id="filters" title="Filter Proof" open={open} onClose={() => setOpen(false)}>
            <input aria-label="User" />
          </SideDrawer>
        </>
      );
    }
    const user = userEvent.setup();
    renderWithTheme(<Toggle />);
    const toggle = screen.getByRole('button', { name: 'Filters' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Filter Proof' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveFocus();
  });

  it('does not answer Esc while slid out', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithTheme(
      <SideDrawer title="Filters" open={false} onClose={onClose}>
        <p>inside</p>
      </SideDrawer>,
    );
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});
