import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { GlobalStyle, Spinner, theme } from 'shared-kit/ui';
import { Header } from '../header/Header';
import { ServiceBanner } from '../service/ServiceBanner';
import { SessionKeeper } from '../session/SessionKeeper';
import { Sidebar } from '../sidebar/Sidebar';
import { useOutsideClick } from './useOutsideClick';

const SIDEBAR_ID = 'sidebar';

const Frame = styled.div`
  display: flex;
  min-height: 100vh;
`;

const Backdrop = styled.div`
  display: none;

  @media (max-width: ${({ theme }) => theme.narrowBelow - 1}px) {
    display: block;
    position: fixed;
    inset: 0;
    z-index: 25;
    background: ${({ theme }) => theme.colors.overlay};
  }
`;

const Main = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const Content = styled.main`
  flex: 1;
  padding: ${({ theme }) => theme.space.lg};

  @media (max-width: ${({ theme }) => theme.narrowBelow - 1}px) {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const isNarrow = () => window.innerWidth < theme.narrowBelow;

/** The chrome around every guarded page: sidebar, top bar, and the page itself. Loaded only after login. */
export default function Layout({ children }: { children: ReactNode }) {
  // Open by default on every screen (foundation.md §2); on a narrow one it is an overlay that an outside click closes.
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const sidebarRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeWhenNarrow = useCallback(() => {
    if (isNarrow()) setSidebarOpen(false);
  }, []);

  useOutsideClick([sidebarRef, toggleRef], closeWhenNarrow, sidebarOpen);

  // Closing the overlay by key or by its own button hands the keyboard back to the menu button.
  const closeOverlay = useCallback(() => {
    setSidebarOpen(false);
    toggleRef.current?.focus();
  }, []);
  useEffect(() => {
    if (!sidebarOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && isNarrow()) closeOverlay();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [sidebarOpen, closeOverlay]);

  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Frame>
        <Sidebar
          id={SIDEBAR_ID}
          ref={sidebarRef}
          open={sidebarOpen}
          onNavigate={closeWhenNarrow}
          onClose={closeOverlay}
        />
        {sidebarOpen && <Backdrop aria-hidden="true" />}
        <Main>
          <Header
            sidebarId={SIDEBAR_ID}
            sidebarOpen={sidebarOpen}
            onToggleSidebar={() => setSidebarOpen((open) => !open)}
            toggleRef={toggleRef}
          />
          <ServiceBanner />
          <SessionKeeper />
          <Content>
            <Suspense fallback={<Spinner />}>{children}</Suspense>
          </Content>
        </Main>
      </Frame>
    </ThemeProvider>
  );
}
