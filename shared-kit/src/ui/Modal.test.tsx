import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { Button } from './Button';
import { Modal } from './Modal';

function Opener({ error }: { error?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      {open && (
        <Modal
          title="Edit Note"
          onClose={() => setOpen(false)}
          error={error}
          footer={<Button onClick={() => setOpen(false)}>Cancel</Button>}
        >
          <label>
            Origin <input />
          </label>
          <label>
            Agent <input />
          </label>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('is a native dialog opened as a modal, named by its title, that takes the focus', async () => {
    renderWithTheme(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Note' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Origin')).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    renderWithTheme(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.tab();
    expect(screen.getByLabelText('Agent')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Open', hidden: true })).not.toHaveFocus();
  });

  it('closes on Esc and gives the focus back to the opener', async () => {
    renderWithTheme(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its Close button and on a click on the backdrop while nothing is typed', async () => {
    renderWithTheme(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    // The backdrop belongs to the <dialog> element itself; a click inside lands on its content.
    await userEvent.click(screen.getByLabelText('Origin'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores a click on the backdrop once something is typed, and still closes on Esc', async () => {
    renderWithTheme(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.type(screen.getByLabelText('Origin'), 'acme');
    await userEvent.click(screen.getByRole('dialog'));
    expect(screen.getByLabelText('Origin')).toHaveValue('acme');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows its error inside itself, describes itself with it, and Esc still closes it', async () => {
    renderWithTheme(<Opener error="A note with this name already exists" />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A note with this name already exists');
    expect(dialog).toHaveAccessibleDescription('A note with this name already exists');
    // Focus lost to the page (a busy button is disabled, say) must not stop Esc.
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes when the browser closes it on its own (a second Esc it will not let the page cancel)', async () => {
    renderWithTheme(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    act(() => screen.getByRole<HTMLDialogElement>('dialog').close());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
