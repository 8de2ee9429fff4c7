import type { Ref } from 'react';
import styled from 'styled-components';
import { IconButton } from './IconButton';
import { MenuIcon } from './icons';
import { IstClock } from './IstClock';
import { NotificationBell } from './NotificationBell';
import { SessionTimeout } from './SessionTimeout';
import { UserMenu } from './UserMenu';

/** Narrower than this, the bar keeps only the toggle, the countdown, the bell and the user menu. */
const PHONE_BELOW = 480;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Clock = styled.div`
  flex: 1;
  min-width: 0;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;

  /* A phone has no room for it beside the countdown (and shows the time itself): it stays as a spacer. */
  @media (max-width: ${PHONE_BELOW - 1}px) {
    visibility: hidden;
  }
`;

interface HeaderProps {
  sidebarId: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  toggleRef?: Ref<HTMLButtonElement>;
}

/** The top bar: sidebar toggle, IST clock, session countdown, notifications and the user menu. */
export function Header({ sidebarId, sidebarOpen, onToggleSidebar, toggleRef }: HeaderProps) {
  return (
    <Bar>
      <IconButton
        ref={toggleRef}
        type="button"
        aria-label="Toggle sidebar"
        aria-controls={sidebarId}
        aria-expanded={sidebarOpen}
        onClick={onToggleSidebar}
      >
        <MenuIcon />
      </IconButton>
      <Clock>
        <IstClock />
      </Clock>
      <SessionTimeout />
      <NotificationBell />
      <UserMenu />
    </Bar>
  );
}
