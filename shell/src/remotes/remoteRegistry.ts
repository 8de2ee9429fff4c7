import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutes } from '@console/platform';
import { remoteManifestUrls } from './remotesJson';
import { loadShellSingletons } from './shellSingletons';

/**
 * The remotes are not baked into the shell: at start it reads the deploy-time remotes.json
 * (name -> URL of the remote's mf-manifest.json) and registers them with the federation runtime.
 */
let registered: Promise<Readonly<Record<string, string>>> | undefined;
const routeTables = new Map<string, Promise<RemoteRoutes>>();

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

async function fetchRoutes(name: string): Promise<RemoteRoutes> {
  const urls = await registerRemotesFromJson();
  if (!urls[name]) throw new Error(`remotes.json names no "${name}" remote`);
  await loadShellSingletons();
  const module = await loadRemote<{ default: RemoteRoutes }>(`${name}/routes`);
  if (!module?.default) throw new Error(`${name}/routes exposes no route table`);
  return module.default;
}

/** One promise per remote, kept so React can suspend on it; a failure is forgotten so Retry can try again. */
export function routesOf(name: string): Promise<RemoteRoutes> {
  let table = routeTables.get(name);
  if (!table) {
    table = fetchRoutes(name);
    routeTables.set(name, table);
  }
  return table;
}

/** Forget a failed remote: re-register it with force so the runtime drops its cached entry. */
export async function forgetRemote(name: string): Promise<void> {
  routeTables.delete(name);
  const urls = await registerRemotesFromJson();
  const entry = urls[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
