import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startPlatform } from '@console/platform';
import { Root } from './Root';

// The shell provides the one platform instance, so it starts it, before anything reads the session.
startPlatform();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
