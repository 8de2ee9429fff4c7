import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import styled, { createGlobalStyle, keyframes } from 'styled-components';
import { focusableIn } from './focusable';
import { ScrollArea } from './ScrollArea';
import { IconButton } from './IconButton';
import { CloseIcon } from './icons';

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom (Cancel, Submit...). */
  footer?: ReactNode;
  size?: ModalSize;
  /** alertdialog for confirmations that interrupt the work. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that describes the dialog (a confirmation's question). */
  describedBy?: string;
  /**
   * Why the dialog's action failed (a save the server refused): shown inside the dialog beside its
   * buttons, where the person just pressed, and kept until the owner clears it (the next try).
   */
  error?: string | null;
}

const WIDTH: Record<ModalSize, string> = { sm: '26rem', md: '36rem', lg: '52rem' };

const rise = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

const fade = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** Nothing behind an open dialog scrolls: the page keeps its place under the backdrop. */
const NoPageScroll = createGlobalStyle`
  html { overflow: hidden; }
`;

const Dialog = styled.dialog<{ $size: ModalSize }>`
  width: calc(100% - 2 * ${({ theme }) => theme.space.md});
  max-width: ${({ $size }) => WIDTH[$size]};
  max-height: 90vh;
  margin: 5vh auto auto;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 20px 45px ${({ theme }) => theme.colors.shadowDialog};
  &[open] {
    display: flex;
    flex-direction: column;
  }
  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }
  &:focus {
    outline: none;
  }
  @media (prefers-reduced-motion: no-preference) {
    &[open] {
      animation: ${rise} 0.18s ease-out;
    }
    &[open]::backdrop {
      animation: ${fade} 0.18s ease-out;
    }
  }
`;

// Plain boxes, not header/footer: those would be banner and contentinfo landmarks beside the page's own.
const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    overflow-wrap: anywhere;
  }
`;

const Body = styled(ScrollArea)`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
`;

const Problem = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerBackground};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const CLOSE_LABEL = 'Close';

/**
 * A modal dialog on the native <dialog> (showModal): it sits in the browser's top layer, everything
 * behind it is inert, and the page behind does not scroll. Labelled by its title; focus moves to its
 * first control (not the corner Close), Tab wraps inside it, Esc closes it wherever the focus is, and
 * focus returns to what opened it. A click on the backdrop closes it only while nothing has been typed
 * into it: a slip of the mouse never throws away a half-filled form (Esc, Close and Cancel still do).
 */
export function Modal({
  title,
  onClose,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  describedBy,
  error,
}: ModalProps) {
  const titleId = useId();
  const errorId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Read while rendering: an autoFocus control inside the dialog takes the focus before any effect runs.
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  const changed = useRef(false);
  const pressedOnBackdrop = useRef(false);
  // The latest onClose, without re-running the effect that opened the dialog.
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const dialog = dialogRef.current!;
    dialog.showModal();
    const active = document.activeElement as HTMLElement | null;
    const keep =
      active && active !== dialog && dialog.contains(active) && active.getAttribute('aria-label') !== CLOSE_LABEL;
    if (!keep) {
      const items = focusableIn(dialog);
      (items.find((element) => element.getAttribute('aria-label') !== CLOSE_LABEL) ?? items[0] ?? dialog).focus();
    }
    // Esc (and the browser's other close requests): the owner decides, by unmounting the dialog.
    const onCancel = (event: Event) => {
      if (event.target !== dialog) return;
      event.preventDefault();
      close();
    };
    // A close the page did not ask for (a browser may refuse to let the page cancel a second Esc).
    const onNativeClose = (event: Event) => {
      if (event.target === dialog) close();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      if (opener && opener.isConnected) opener.focus();
    };
  }, [opener]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const dialog = dialogRef.current!;
    // A dialog opened from this one is rendered elsewhere in the DOM but bubbles here through React.
    if (event.key !== 'Tab' || !dialog.contains(event.target as Node)) return;
    const items = focusableIn(dialog);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // The backdrop is the dialog element itself (its content fills the box), so a press that starts
  // and ends on the element and nowhere inside it is a click outside.
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const outside = pressedOnBackdrop.current && event.target === event.currentTarget;
    pressedOnBackdrop.current = false;
    if (outside && !changed.current) onClose();
  };
  const noteChange = () => {
    changed.current = true;
  };

  return createPortal(
    <Dialog
      ref={dialogRef}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={[describedBy, error ? errorId : undefined].filter(Boolean).join(' ') || undefined}
      tabIndex={-1}
      $size={size}
      onKeyDown={onKeyDown}
      onMouseDown={onMouseDown}
      onClick={onClick}
      onInput={noteChange}
      onChange={noteChange}
    >
      <NoPageScroll />
      <Head>
        <h2 id={titleId}>{title}</h2>
        <IconButton label={CLOSE_LABEL} icon={<CloseIcon />} onClick={onClose} />
      </Head>
      <Body labelledBy={titleId}>{children}</Body>
      {error && (
        <Problem id={errorId} role="alert">
          {error}
        </Problem>
      )}
      {footer && <Foot>{footer}</Foot>}
    </Dialog>,
    document.body,
  );
}
