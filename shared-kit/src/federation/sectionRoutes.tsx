import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import type { RemoteRoutes, RoutePage } from '@console/platform';
import { sectionQueryClient } from '../query';
import { theme } from '../ui/theme';

/**
 * A section's route table with every page inside the section's own ThemeProvider and its own query
 * client (server state: one cache per section, emptied at the end of each session). The design kit is
 * compiled into each remote, so its colours ship with the section's deploy instead of coming from
 * whichever shell hosts it.
 */
export function sectionRoutes(routes: RemoteRoutes): RemoteRoutes {
  return Object.fromEntries(Object.entries(routes).map(([path, Page]) => [path, themed(Page)]));
}

function themed(Page: RoutePage): RoutePage {
  function SectionPage() {
    return (
      <QueryClientProvider client={sectionQueryClient()}>
        <ThemeProvider theme={theme}>
          <Page />
        </ThemeProvider>
      </QueryClientProvider>
    );
  }
  SectionPage.displayName = `Section(${Page.displayName ?? Page.name ?? 'Page'})`;
  // The shell loads the page's code before drawing it (RoutePage).
  return Page.preload ? Object.assign(SectionPage, { preload: Page.preload }) : SectionPage;
}
