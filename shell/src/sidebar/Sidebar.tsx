import { useMemo, type Ref } from 'react';
import { Link, NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useAuth } from '@console/platform';
import { CloseIcon, Spinner } from 'shared-kit/ui';
import { sidebarFor, type SidebarEntry } from '../console/consoleMap';
import { useConsoleMap } from '../console/consoleMapStore';

const Aside = styled.aside<{ $open: boolean }>`
  flex: 0 0 auto;
  position: sticky;
  top: 0;
  height: 100vh;
  width: ${({ $open, theme }) => ($open ? theme.layout.sidebarWidth : '0')};
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  overflow-x: hidden;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.sidebar};
  color: ${({ theme }) => theme.colors.sidebarText};
  transition:
    width 0.2s ease,
    visibility 0.2s;

  @media (max-width: ${({ theme }) => theme.narrowBelow - 1}px) {
    position: fixed;
    z-index: 30;
    left: 0;
    width: ${({ theme }) => theme.layout.sidebarWidth};
    transform: translateX(${({ $open }) => ($open ? '0' : '-100%')});
    transition:
      transform 0.2s ease,
      visibility 0.2s;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** The keyboard's ring on the dark sidebar, in a light blue the dark ground shows. */
const sidebarFocus = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.sidebarFocus};
    outline-offset: -2px;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

/** On a narrow screen the open sidebar covers the header's menu button: this is the way back. */
const CloseButton = styled.button`
  display: inline-flex;
  margin-right: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.onDark};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.sidebarHover};
  }
  ${sidebarFocus}

  @media (min-width: ${({ theme }) => theme.narrowBelow}px) {
    display: none;
  }
`;

const Logo = styled(Link)`
  display: block;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.onDark};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  ${sidebarFocus}
`;

const GroupHeading = styled.h2`
  margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.xs}`};
  padding: ${({ theme }) => `0 ${theme.space.lg}`};
  font-size: 0.75rem;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.sidebarMuted};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  color: inherit;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.colors.sidebarHover};
  }

  ${sidebarFocus}

  &.active {
    background: ${({ theme }) => theme.colors.sidebarActive};
    color: ${({ theme }) => theme.colors.onDark};
    font-weight: 600;
  }
`;

function Links({ links, onNavigate }: { links: SidebarEntry[]; onNavigate: () => void }) {
  return (
    <List>
      {links.map((link) => (
        <li key={link.path}>
          <Item to={link.path} onClick={onNavigate}>
            {link.label}
          </Item>
        </li>
      ))}
    </List>
  );
}

interface SidebarProps {
  id: string;
  open: boolean;
  onNavigate: () => void;
  /** The close button of a narrow screen. */
  onClose: () => void;
  ref?: Ref<HTMLElement>;
}

/** The sidebar: logo, the links above the groups (dashboard), and the groups the signed-in person may see. */
export function Sidebar({ id, open, onNavigate, onClose, ref }: SidebarProps) {
  const user = useAuth((state) => state.user);
  const remotes = useConsoleMap((state) => state.remotes);
  const sections = useConsoleMap((state) => state.sections);
  const menuReady = useConsoleMap((state) => state.menuReady);
  const { top, groups } = useMemo(() => sidebarFor({ remotes, sections }, user), [remotes, sections, user]);

  return (
    <Aside id={id} ref={ref} $open={open} data-open={open}>
      <Top>
        <Logo to="/dashboard" onClick={onNavigate}>
          Back Office
        </Logo>
        <CloseButton type="button" aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </CloseButton>
      </Top>
      {!menuReady && <Spinner label="Loading the menu" />}
      <nav aria-label="Main" hidden={!menuReady}>
        <Links links={top} onNavigate={onNavigate} />
        {groups.map((group) => {
          const headingId = `${id}-${group.heading.replace(/\W+/g, '-').toLowerCase()}`;
          return (
            <section key={group.heading} aria-labelledby={headingId}>
              <GroupHeading id={headingId}>{group.heading}</GroupHeading>
              <Links links={group.links} onNavigate={onNavigate} />
            </section>
          );
        })}
      </nav>
    </Aside>
  );
}
