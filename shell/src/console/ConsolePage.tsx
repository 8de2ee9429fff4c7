import { ThemeProvider } from 'styled-components';
import { Spinner, theme } from 'shared-kit/ui';
import type { RouteAccess } from '@console/contract/permissions';
import { Guard } from '../guard/Guard';
import { ShellLayout } from '../layout/ShellLayout';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { RemoteRoute } from '../remotes/RemoteRoute';
import { usePagePrefetch } from './prefetchPage';
import { SectionsUnavailable } from './SectionsUnavailable';
import { useConsolePlace } from './useConsolePlace';

const SIGNED_IN: RouteAccess = { kind: 'login' };

/**
 * Every address behind the login: the page a remote's manifest serves there, behind that route's
 * guard and inside the chrome; the not-found page for an address no section serves; and, when a
 * section's manifest could not be read, that section's error card instead of a wrong "not found".
 */
export function ConsolePage() {
  const place = useConsolePlace();
  usePagePrefetch(place);
  switch (place.kind) {
    case 'loading':
      // Before the layout (and its theme) is chosen: the design kit's spinner with the theme of its own.
      return (
        <ThemeProvider theme={theme}>
          <Spinner />
        </ThemeProvider>
      );
    case 'unknown':
      return <NotFoundPage />;
    case 'unavailable':
      return (
        <Guard access={SIGNED_IN}>
          <ShellLayout>
            <SectionsUnavailable remotes={place.sections} />
          </ShellLayout>
        </Guard>
      );
    case 'page':
      return (
        <Guard access={place.page.route.access}>
          <ShellLayout>
            <RemoteRoute remote={place.page.remote} section={place.page.section} entry={place.page.route.path} />
          </ShellLayout>
        </Guard>
      );
  }
}
