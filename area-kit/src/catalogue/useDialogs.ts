import { useCallback, useState } from 'react';

/** Which dialog a catalogue page shows: none, the add/edit form, the preview, or the delete question. */
export type Dialog<Item> =
  | { kind: 'none' }
  | { kind: 'form'; item: Item | null }
  | { kind: 'preview'; item: Item }
  | { kind: 'delete'; item: Item };

/**
 * The page's one open dialog. Closing drops the form with its state, so a reopened form starts
 * clean and out of edit mode (spec: closing the modal resets the form and edit mode).
 */
export function useDialogs<Item>() {
  const [dialog, setDialog] = useState<Dialog<Item>>({ kind: 'none' });
  return {
    dialog,
    openAdd: useCallback(() => setDialog({ kind: 'form', item: null }), []),
    openEdit: useCallback((item: Item) => setDialog({ kind: 'form', item }), []),
    openPreview: useCallback((item: Item) => setDialog({ kind: 'preview', item }), []),
    openDelete: useCallback((item: Item) => setDialog({ kind: 'delete', item }), []),
    close: useCallback(() => setDialog({ kind: 'none' }), []),
  };
}
