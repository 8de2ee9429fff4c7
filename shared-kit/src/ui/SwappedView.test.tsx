import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { SwappedView } from './SwappedView';

/** A page that swaps its list for a form, as the proof and report pages do. */
function Page({ rows }: { rows: string[] }) {
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <main>
      <a href="#elsewhere">Elsewhere</a>
      {editing === null ? (
        <>
          <h1>Things</h1>
          {rows.map((row) => (
            <button key={row} type="button" aria-label={`Edit ${row}`} onClick={() => setEditing(row)}>
              Edit
            </button>
          ))}
        </>
      ) : (
        <SwappedView>
          <h1>Things</h1>
          <h2 data-view-title>Edit {editing}</h2>
          <input aria-label="Name" />
          <button type="button" onClick={() => setEditing(null)}>
            Cancel
          </button>
        </SwappedView>
      )}
    </main>
  );
}

describe('SwappedView', () => {
  it("takes the keyboard to the view's title, and back to the control that opened it when it goes", async () => {
    renderWithTheme(<Page rows={['alpha', 'beta']} />);
    screen.getByRole('button', { name: 'Edit beta' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Edit beta' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Edit beta' })).toHaveFocus();
  });

  it("falls back to the page's title when the control that opened it is gone", async () => {
    const { rerender } = renderWithTheme(<Page rows={['alpha', 'beta']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit beta' }));
    rerender(<Page rows={['alpha']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Things' })).toHaveFocus();
  });
});
