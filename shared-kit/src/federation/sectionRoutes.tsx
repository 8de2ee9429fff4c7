import type { ComponentType } from 'react';
import { ThemeProvider } from 'styled-components';
import type { RemoteRoutes } from '@console/platform';
import { theme } from '../ui/theme';

/**
 * A section's route table with every page inside the section's own ThemeProvider. The design kit is
 * compiled into each remote, so its colours ship with the section's deploy instead of coming from
 * whichever shell hosts it.
 */
export function sectionRoutes(routes: RemoteRoutes): RemoteRoutes {
  return Object.fromEntries(Object.entries(routes).map(([path, Page]) => [path, themed(Page)]));
}

function themed(Page: ComponentType): ComponentType {
  function SectionPage() {
    return (
      <ThemeProvider theme={theme}>
        <Page />
      </ThemeProvider>
    );
  }
  SectionPage.displayName = `Section(${Page.displayName ?? Page.name ?? 'Page'})`;
  return SectionPage;
}
