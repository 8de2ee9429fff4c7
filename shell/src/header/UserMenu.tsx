import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '@console/platform';
import { IconButton, UserIcon } from 'shared-kit/ui';
import { useOutsideClick } from '../layout/useOutsideClick';
import { RunningVersions } from '../remotes/SectionVersionNotes';

const Root = styled.div`
  position: relative;
`;

const Menu = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space.sm});
  z-index: 40;
  min-width: 12rem;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 8px 24px ${({ theme }) => theme.colors.shadowMenu};
`;

const Greeting = styled.p`
  margin: 0;
  font-weight: 600;
`;

const LogoutButton = styled.button`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDark};
  font: inherit;
  cursor: pointer;
`;

/** The user icon and its menu: a greeting and Logout. A click outside or Esc closes it. */
export function UserMenu() {
  const username = useAuth((state) => state.user?.username) || 'User';
  const logout = useAuth((state) => state.logout);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useOutsideClick([rootRef], () => setOpen(false), open);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const signOut = () => {
    setOpen(false);
    void logout();
    void navigate('/', { replace: true });
  };

  return (
    <Root ref={rootRef}>
      <IconButton
        ref={buttonRef}
        label="User menu"
        icon={<UserIcon size={22} />}
        aria-expanded={open}
        aria-controls="user-menu"
        onClick={() => setOpen((isOpen) => !isOpen)}
      />
      {open && (
        <Menu id="user-menu">
          <Greeting>Hello, {username}</Greeting>
          <RunningVersions />
          <LogoutButton type="button" onClick={signOut}>
            Logout
          </LogoutButton>
        </Menu>
      )}
    </Root>
  );
}
