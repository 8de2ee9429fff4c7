import { useEffect, type RefObject } from 'react';

/**
 * Shows a native dialog as a modal (top layer, the page behind inert) while `open`, one that Esc does
 * not dismiss: the Hard Refresh question waits for its button, the session warning for activity. When
 * it goes, the focus returns to where the person was (a field of a form open behind it).
 */
export function useStayingModal(ref: RefObject<HTMLDialogElement | null>, open = true): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    dialog.showModal();
    const stay = (event: Event) => event.preventDefault();
    dialog.addEventListener('cancel', stay);
    return () => {
      dialog.removeEventListener('cancel', stay);
      if (dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, [ref, open]);
}
