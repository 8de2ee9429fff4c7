import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { startPlatform } from '@console/platform';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from 'shared-kit/ui';
import { StandaloneHost, type StandaloneProps } from './StandaloneHost';

export function mountStandalone(props: StandaloneProps) {
  // Run alone, the section is its own host: it starts its own copy of the platform.
  startPlatform();
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
