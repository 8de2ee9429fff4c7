import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutes } from '@console/platform';
import { checkPlatform } from './platformCheck';
import { remoteManifestUrls } from './remotesJson';
import { isLoadFailure, SectionUnavailableError } from './sectionFailure';
import { loadShellSingletons } from './shellSingletons';

/**
 * The remotes are not baked into the shell: at start it reads the deploy-time remotes.json
 * (name -> URL of the remote's mf-manifest.json) and registers them with the federation runtime.
 */
let registered: Promise<Readonly<Record<string, string>>> | undefined;
const routeTables = new Map<string, Promise<RemoteRoutes>>();
const failedTables = new Set<string>();

export function registerRemotesFromJson(): Promise<Readonly<Record<string, string>>> {
  registered ??= remoteManifestUrls().then(
    (urls) => {
      registerRemotes(Object.entries(urls).map(([name, entry]) => ({ name, entry })));
      return urls;
    },
    (error) => {
      registered = undefined;
      throw error;
    },
  );
  return registered;
}

/** A load failure as the section's own error, so its card says "could not be loaded" and offers Retry. */
function unavailable(what: string) {
  return (error: unknown): never => {
    throw isLoadFailure(error) ? new SectionUnavailableError(what, { cause: error }) : error;
  };
}

async function fetchRoutes(name: string): Promise<RemoteRoutes> {
  const urls = await registerRemotesFromJson().catch(unavailable('remotes.json could not be read'));
  const manifestUrl = urls[name];
  if (!manifestUrl) throw new SectionUnavailableError(`remotes.json names no "${name}" remote`);
  await checkPlatform(name, manifestUrl);
  await loadShellSingletons();
  const module = await loadRemote<{ default: RemoteRoutes }>(`${name}/routes`).catch(
    unavailable(`The ${name} remote could not be loaded`),
  );
  if (!module?.default) throw new Error(`${name}/routes exposes no route table`);
  return module.default;
}

/** One promise per remote, kept so React can suspend on it; a failure is forgotten so Retry can try again. */
export function routesOf(name: string): Promise<RemoteRoutes> {
  let table = routeTables.get(name);
  if (!table) {
    table = fetchRoutes(name);
    table.catch(() => failedTables.add(name));
    routeTables.set(name, table);
  }
  return table;
}

/** Forget a route table whose loading failed (its code threw), so mounting the section again loads it again. */
export function forgetFailedRoutes(name: string): void {
  if (failedTables.delete(name)) routeTables.delete(name);
}

/** Forget a failed remote: re-register it with force so the runtime drops its cached entry. */
export async function forgetRemote(name: string): Promise<void> {
  routeTables.delete(name);
  failedTables.delete(name);
  const urls = await registerRemotesFromJson();
  const entry = urls[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
