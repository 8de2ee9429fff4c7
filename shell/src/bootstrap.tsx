import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Root } from './Root';
import { registerRemotesFromJson } from './remotes/remoteRegistry';

// Read remotes.json early, without blocking the login page; a failure is reported by the pages that need it.
registerRemotesFromJson().catch((error) => console.error('remotes.json could not be read:', error));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
