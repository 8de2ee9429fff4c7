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
  box-shadow: -8px 0 24px rgba(0, 0, 0, 0.18);
  transform: translateX(${({ $open }) => ($open ? '0' : '100%')});
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition:
    transform 0.25s ease,
    visibility 0.25s;
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
 * focus when it opens; Esc or the close button closes it.
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
  const heading = useRef<HTMLHeadingElement>(null);
  // The latest onClose without re-running the effect: re-running would pull the focus back to the title
  // on every render, away from the filter being typed in.
  const close = useEffectEvent(onClose);
  useEffect(() => {
    if (!open) return undefined;
    heading.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <Panel id={id} $open={open} aria-labelledby={titleId}>
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
