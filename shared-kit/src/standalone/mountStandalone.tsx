import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from 'shared-kit/ui';
import type { RemoteRoutes } from '@console/platform';
import { StandaloneHost } from './StandaloneHost';

export function mountStandalone(props: { section: string; routes: RemoteRoutes }) {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      {/* The design kit reads the theme, as it does inside the shell's layout. */}
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <BrowserRouter>
          <StandaloneHost {...props} />
        </BrowserRouter>
      </ThemeProvider>
    </StrictMode>,
  );
}
