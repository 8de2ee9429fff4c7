import type { Ref } from 'react';
import styled from 'styled-components';
import { IconButton, MenuIcon } from 'shared-kit/ui';
import { OverrideMarker } from '../remotes/SectionVersionNotes';
import { IstClock } from './IstClock';
import { NotificationBell } from './NotificationBell';
import { SessionTimeout } from './SessionTimeout';
import { UserMenu } from './UserMenu';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Clock = styled.div`
  flex: 1;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;

  /* Narrow screens: the controls keep the first row, and the clock takes a row of its own below them. */
  @media (max-width: ${({ theme }) => theme.narrowBelow - 1}px) {
    order: 1;
    flex-basis: 100%;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

/** Pushes the countdown, bell and user menu to the right when the clock is on its own row. */
const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-left: auto;
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
        label="Toggle sidebar"
        icon={<MenuIcon size={22} />}
        aria-controls={sidebarId}
        aria-expanded={sidebarOpen}
        onClick={onToggleSidebar}
      />
      <Clock>
        <IstClock />
      </Clock>
      <Controls>
        <OverrideMarker />
        <SessionTimeout />
        <NotificationBell />
        <UserMenu />
      </Controls>
    </Bar>
  );
}
