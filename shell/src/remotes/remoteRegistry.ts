import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutes, RoutePage } from '@console/platform';
import type { VersionRef } from '@console/contract/wire';
import { checkPlatform } from './platformCheck';
import { assignedSections, assignmentHolder, fallBack, runningVersion } from './sectionAssignment';
import { reportSection } from './sectionReports';
import { failureOf, isLoadFailure, SectionUnavailableError } from './sectionFailure';
import { loadShellSingletons } from './shellSingletons';

/**
 * The remotes are not baked into the shell: after login it asks the API which version of each section
 * the person runs (`GET /api/sections/assignment`) and registers each with the federation runtime by
 * that version's mf-manifest.json, the first time the section is needed.
 */
const routeTables = new Map<string, Promise<RemoteRoutes>>();
/** Pages of those tables whose code is here, by remote and route: drawn at once when visited again. */
const loadedPages = new Map<string, Map<string, RoutePage>>();
const failedTables = new Set<string>();
const registered = new Map<string, string>();
/** Whose versions the route tables are: another person signing in gets their own. */
let tablesOf: string | null | undefined;

/** A load failure as the section's own error, so its card says "could not be loaded" and offers Retry. */
function unavailable(what: string) {
  return (error: unknown): never => {
    throw isLoadFailure(error) ? new SectionUnavailableError(what, { cause: error }) : error;
  };
}

/** Registers the section's version with the runtime; `force` drops what the runtime holds of another. */
function register(name: string, version: VersionRef, force = false) {
  if (registered.get(name) === version.manifestUrl && !force) return;
  registerRemotes([{ name, entry: version.manifestUrl }], { force: force || registered.has(name) });
  registered.set(name, version.manifestUrl);
}

async function loadVersion(name: string, version: VersionRef): Promise<RemoteRoutes> {
  register(name, version);
  await checkPlatform(name, version.manifestUrl);
  await loadShellSingletons();
  const module = await loadRemote<{ default: RemoteRoutes }>(`${name}/routes`).catch(
    unavailable(`The ${name} remote could not be loaded`),
  );
  if (!module?.default) throw new Error(`${name}/routes exposes no route table`);
  return module.default;
}

async function fetchRoutes(name: string): Promise<RemoteRoutes> {
  await assignedSections().catch(unavailable('the assignment of versions could not be read'));
  const version = runningVersion(name);
  if (!version) throw new SectionUnavailableError(`no version of the ${name} section is registered`);
  try {
    const routes = await loadVersion(name, version);
    reportSection({ section: name, version: version.id, kind: 'load' });
    return routes;
  } catch (error) {
    // Files that did not arrive or a build for another console's platform: the section's main version instead.
    // Otherwise the error boundary shows the card and reports it.
    const main = failureOf(error) === 'crashed' ? undefined : fallBack(name, error);
    if (!main) throw error;
    register(name, main, true);
    const routes = await loadVersion(name, main);
    reportSection({ section: name, version: main.id, kind: 'load' });
    return routes;
  }
}

/** One promise per remote, kept so React can suspend on it; a failure is forgotten so Retry can try again. */
export function routesOf(name: string): Promise<RemoteRoutes> {
  if (tablesOf !== assignmentHolder()) {
    tablesOf = assignmentHolder();
    routeTables.clear();
    loadedPages.clear();
    failedTables.clear();
  }
  let table = routeTables.get(name);
  if (!table) {
    table = fetchRoutes(name);
    table.catch(() => failedTables.add(name));
    routeTables.set(name, table);
  }
  return table;
}

function forgetTable(name: string): void {
  routeTables.delete(name);
  loadedPages.delete(name);
}

/** The route's page if its code is here already (loadPage loaded it for the person's version). */
export function loadedPage(name: string, entry: string): RoutePage | undefined {
  return tablesOf === assignmentHolder() ? loadedPages.get(name)?.get(entry) : undefined;
}

/**
 * The route's page with its code loaded: the remote's route table, then the page's own code
 * (RoutePage.preload; a remote built before it has none, and its page loads when drawn).
 */
export async function loadPage(name: string, entry: string): Promise<RoutePage> {
  const table = routesOf(name);
  const Page = (await table)[entry];
  if (!Page) throw new Error(`The ${name} remote serves no page for ${entry}, though its route manifest lists it`);
  await Page.preload?.();
  // Kept only if the table is still the one in use (not forgotten meanwhile, nor another person's).
  if (routeTables.get(name) === table)
    loadedPages.set(name, (loadedPages.get(name) ?? new Map<string, RoutePage>()).set(entry, Page));
  return Page;
}

/** Forget a route table whose loading failed (its code threw), so mounting the section again loads it again. */
export function forgetFailedRoutes(name: string): void {
  if (failedTables.delete(name)) forgetTable(name);
}

/** Forget a failed remote: re-register it with force so the runtime drops its cached entry. */
export async function forgetRemote(name: string): Promise<void> {
  forgetTable(name);
  failedTables.delete(name);
  await assignedSections();
  const version = runningVersion(name);
  if (version) register(name, version, true);
}

/**
 * A page of the section failed after its route table loaded (a chunk did not arrive, or the runtime
 * refused it): true when the section now runs its main version instead, so mounting it again loads
 * that; false when the failure is the section's to show.
 */
export async function fallBackAfterLoad(name: string, error: unknown): Promise<boolean> {
  const main = fallBack(name, error);
  if (!main) return false;
  forgetTable(name);
  failedTables.delete(name);
  register(name, main, true);
  return true;
}
