import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { RemoteRoutes } from '../federation/remoteRoutes';
import { StandaloneHost } from './StandaloneHost';

export function mountStandalone(props: { section: string; routes: RemoteRoutes }) {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneHost {...props} />
      </BrowserRouter>
    </StrictMode>,
  );
}
