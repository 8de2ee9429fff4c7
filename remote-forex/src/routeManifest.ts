import { AREA_SIDEBAR_LABELS, areaRouteManifest } from '@console/area-kit/descriptor';
import { area } from './area';

/**
 * What this section tells the shell (written to dist/routes.json by the build): its pages, their
 * guards, and its sidebar group, placed after the dashboard and Turbo, before User management.
 */
export const routeManifest = areaRouteManifest(area, {
  group: { heading: 'Forex', order: 30 },
  labels: AREA_SIDEBAR_LABELS,
});
