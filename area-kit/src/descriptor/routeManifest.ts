import { RESOURCE_KEYS, type ResourceKey } from '@console/contract/resources';
import { routeAccessOf, type RouteAccess } from '@console/contract/permissions';
import type { ManifestRoute, PrefetchedRead, RouteManifest } from '@console/platform';
import { emptyReportFilters, viewToQuery } from '@console/contract/reports';
import type { Area } from './describeArea';

/** An area's sidebar links, one per resource, in the registry's order (spec §2). */
export type SidebarLabels = Record<ResourceKey, string>;

/** The sidebar labels of spec §2; Forex uses the same labels as Turbo. */
export const AREA_SIDEBAR_LABELS: SidebarLabels = {
  whitelabel: 'Whitelabel',
  prooftype: 'Prooftype',
  sport: 'Sport',
  proof: 'Proof',
  report: 'Report',
  note: 'Note',
};

/** Where an area's section sits in the console's sidebar, in its own words. */
export interface AreaPlacement {
  group: { heading: string; order: number };
  labels: SidebarLabels;
}

/**
 * The read the report page starts with (its default view: this month so far, the area's sort, page 1)
 * as the manifest names it, its dates as the shell's placeholders.
 */
export function firstReportView(resource: Area['report']): PrefetchedRead {
  return {
    path: `${resource.apiBase}/view`,
    searchParams: viewToQuery({
      filters: { ...emptyReportFilters(), startDate: '{rangeStart}', endDate: '{today}' },
      sort: resource.defaultSort,
      page: 1,
      pageSize: resource.defaultPageSize,
    }),
  };
}

function accessOf(path: string): RouteAccess {
  const access = routeAccessOf(path);
  if (!access) throw new Error(`The permission catalogue gives ${path} no route access`);
  return access;
}

/**
 * The route manifest of an area remote: the area kit's pages (the same paths its route helpers
 * serve), each with its title and the catalogue's access, in one sidebar group seen by the section's
 * people. A whitelabel's own page sits behind the guard of the list.
 */
export function areaRouteManifest(area: Area, placement: AreaPlacement): RouteManifest {
  const heading = placement.group.heading;
  const listed: ManifestRoute[] = RESOURCE_KEYS.map((key, index) => ({
    path: area[key].route,
    title: area[key].title,
    access: accessOf(area[key].route),
    sidebar: { label: placement.labels[key], group: heading, order: index + 1 },
    // The report list's first view: the shell asks for it while this section's code loads.
    ...(key === 'report' ? { prefetch: firstReportView(area.report) } : {}),
  }));
  const detail: ManifestRoute = {
    path: `${area.whitelabel.detailRoute}/:id`,
    title: area.whitelabel.detailTitle,
    access: accessOf(area.whitelabel.route),
  };
  return {
    section: area.label,
    groups: [{ heading, order: placement.group.order, audience: { kind: 'section', section: area.section } }],
    routes: [...listed, detail],
  };
}
