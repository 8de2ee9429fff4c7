import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { IconButton } from './IconButton';
import { CloseIcon } from './icons';

const Panel = styled.aside<{ $open: boolean }>`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 90;
  width: min(24rem, 100vw);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: -8px 0 24px ${({ theme }) => theme.colors.shadowDrawer};
  transform: translateX(${({ $open }) => ($open ? '0' : '100%')});
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition:
    transform 0.25s ease,
    visibility 0.25s;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export interface SideDrawerProps {
  title: string;
  /** Slid in or out; a drawer mounted only while open leaves it true. */
  open?: boolean;
  onClose: () => void;
  closeLabel?: string;
  /** For a toggle button's aria-controls. */
  id?: string;
  children: ReactNode;
}

/**
 * A panel that slides in from the right (the filter drawers): labelled by its title, which takes the
 * focus when it opens; Esc, the close button or a press anywhere outside it closes it, as the sidebar
 * and the user menu close. A press on the control that toggles it (aria-controls its id) is left to
 * that control. Closed from inside, it gives the focus back to what opened it.
 */
export function SideDrawer({
  title,
  open = true,
  onClose,
  closeLabel = 'Close filters',
  id,
  children,
}: SideDrawerProps) {
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The latest onClose without re-running the effect: re-running would pull the focus back to the title
  // on every render, away from the filter being typed in.
  const close = useEffectEvent(onClose);
  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    const box = panel.current;
    heading.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    const onPress = (event: Event) => {
      const target = event.target as Element | null;
      if (!target || panel.current?.contains(target)) return;
      if (id && target.closest?.(`[aria-controls="${CSS.escape(id)}"]`)) return;
      close();
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPress);
    document.addEventListener('touchstart', onPress);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPress);
      document.removeEventListener('touchstart', onPress);
      // Closed from inside (Esc, its close button): the keyboard goes back to what opened it. Closed by a
      // press elsewhere, the focus is already where the person pressed.
      const active = document.activeElement;
      const lost = active === null || active === document.body || box?.contains(active);
      if (lost && opener?.isConnected) opener.focus();
    };
  }, [open, id]);

  return (
    <Panel ref={panel} id={id} $open={open} aria-labelledby={titleId}>
      <Head>
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          {title}
        </h2>
        <IconButton label={closeLabel} icon={<CloseIcon />} onClick={onClose} />
      </Head>
      {children}
    </Panel>
  );
}
