import { decideAccess, isInAudience, type Principal } from '@console/contract/permissions';
import type { ManifestRoute, RouteManifest } from '@console/platform';
import { matchPath } from 'react-router-dom';
import type { ConsoleMapState } from './consoleMapStore';

/** A page of the console: the route of a remote's manifest that a path matches. */
export interface ConsolePage {
  remote: string;
  section: string;
  route: ManifestRoute;
}

/** Where a path leads, as far as the manifests that have arrived tell. */
export type ConsolePlace =
  | { kind: 'loading' }
  | { kind: 'page'; page: ConsolePage }
  /** No arrived manifest has the path and some section could not be read: it may be one of theirs. */
  | { kind: 'unavailable'; sections: string[] }
  | { kind: 'unknown' };

type ConsoleMap = Pick<ConsoleMapState, 'remotes' | 'sections'>;

function readyManifests(map: ConsoleMap): [string, RouteManifest][] {
  return Object.entries(map.sections).flatMap(([name, section]) =>
    section.status === 'ready' ? [[name, section.manifest] as [string, RouteManifest]] : [],
  );
}

export function placeOf(map: ConsoleMap, pathname: string): ConsolePlace {
  for (const [remote, manifest] of readyManifests(map)) {
    const route = manifest.routes.find((candidate) => matchPath({ path: candidate.path, end: true }, pathname));
    if (route) return { kind: 'page', page: { remote, section: manifest.section, route } };
  }
  if (map.remotes === 'failed') return { kind: 'unavailable', sections: [] };
  const sections = Object.entries(map.sections);
  if (map.remotes !== 'ready' || sections.some(([, section]) => section.status === 'loading'))
    return { kind: 'loading' };
  const failed = sections.filter(([, section]) => section.status === 'failed').map(([name]) => name);
  return failed.length > 0 ? { kind: 'unavailable', sections: failed } : { kind: 'unknown' };
}

export interface SidebarEntry {
  path: string;
  label: string;
}

export interface SidebarSection {
  heading: string;
  links: SidebarEntry[];
}

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

/**
 * One person's sidebar from every manifest that has arrived: the links above the groups (the
 * dashboard), then each group the person belongs to, in the console-wide order the remotes give,
 * holding only the links whose route the guard would let them through (an empty group is left out).
 */
export function sidebarFor(
  map: ConsoleMap,
  person: Principal | null | undefined,
): { top: SidebarEntry[]; groups: SidebarSection[] } {
  if (!person) return { top: [], groups: [] };
  const manifests = readyManifests(map).map(([, manifest]) => manifest);
  const links = manifests
    .flatMap((manifest) => manifest.routes)
    .flatMap((route) =>
      route.sidebar && decideAccess(route.access, person, true) === 'allow'
        ? [{ path: route.path, ...route.sidebar }]
        : [],
    );
  const entries = (group?: string) =>
    links
      .filter((link) => link.group === group)
      .sort(byOrder)
      .map(({ path, label }) => ({ path, label }));
  const groups = manifests
    .flatMap((manifest) => manifest.groups)
    .filter((group, index, all) => all.findIndex((other) => other.heading === group.heading) === index)
    .filter((group) => isInAudience(group.audience, person))
    .sort(byOrder)
    .map((group) => ({ heading: group.heading, links: entries(group.heading) }))
    .filter((group) => group.links.length > 0);
  return { top: entries(undefined), groups };
}
