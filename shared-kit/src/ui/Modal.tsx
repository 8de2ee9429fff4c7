import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { focusableIn } from './focusable';
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
}

const WIDTH: Record<ModalSize, string> = { sm: '26rem', md: '36rem', lg: '52rem' };

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 5vh ${({ theme }) => theme.space.md};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.overlay};
`;

const Dialog = styled.div<{ $size: ModalSize }>`
  width: 100%;
  max-width: ${({ $size }) => WIDTH[$size]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 20px 45px rgba(0, 0, 0, 0.25);
  &:focus {
    outline: none;
  }
`;

const Head = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space.lg};
`;

const Foot = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * A modal dialog: labelled by its title, focus moves in and stays in (Tab wraps), Esc closes, and
 * focus returns to where it was when the dialog closes. Rendered into document.body so no parent's
 * overflow or stacking clips it.
 */
export function Modal({ title, onClose, children, footer, size = 'md', role = 'dialog', describedBy }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current!;
    const [first] = focusableIn(dialog).filter((element) => element.getAttribute('aria-label') !== 'Close');
    (first ?? dialog).focus();
    return () => {
      if (previous && document.contains(previous)) previous.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusableIn(dialogRef.current!);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Overlay
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Dialog
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        $size={size}
        onKeyDown={onKeyDown}
      >
        <Head>
          <h2 id={titleId}>{title}</h2>
          <IconButton label="Close" icon={<CloseIcon />} onClick={onClose} />
        </Head>
        <Body>{children}</Body>
        {footer && <Foot>{footer}</Foot>}
      </Dialog>
    </Overlay>,
    document.body,
  );
}
