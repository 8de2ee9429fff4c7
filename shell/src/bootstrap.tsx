import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startPlatform } from '@console/platform';
import { isPublicPath } from './navigation/navigation';
import { ConsoleApp, Root } from './Root';

// The shell provides the one platform instance, so it starts it, before anything reads the session.
startPlatform();

// On a console address the console's code is fetched before the first render, so the page draws
// without a fallback first (which React would keep for up to 300 ms). A failed fetch still renders:
// the console's own boundary then shows it.
const ready = isPublicPath(window.location.pathname) ? Promise.resolve() : ConsoleApp.preload().catch(() => {});
void ready.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  ),
);
