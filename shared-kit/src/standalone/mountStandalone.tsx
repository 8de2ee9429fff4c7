import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from 'shared-kit/ui';
import { StandaloneHost, type StandaloneProps } from './StandaloneHost';

export function mountStandalone(props: StandaloneProps) {
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
