import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutes } from '@console/platform';
import type { RemoteName } from './remoteTable';
import { loadShellSingletons } from './shellSingletons';

/**
 * The remotes are not baked into the shell: at start it reads the deploy-time remotes.json
 * (name -> URL of the remote's mf-manifest.json) and registers them with the federation runtime.
 */
type RemoteManifestUrls = Partial<Record<RemoteName, string>>;

let registered: Promise<RemoteManifestUrls> | undefined;
const routeTables = new Map<RemoteName, Promise<RemoteRoutes>>();

async function readRemotesJson(): Promise<RemoteManifestUrls> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const urls = (await response.json()) as RemoteManifestUrls;
  registerRemotes(Object.entries(urls).map(([name, entry]) => ({ name, entry: entry as string })));
  return urls;
}

export function registerRemotesFromJson(): Promise<RemoteManifestUrls> {
  registered ??= readRemotesJson().catch((error) => {
    registered = undefined;
    throw error;
  });
  return registered;
}

async function fetchRoutes(name: RemoteName): Promise<RemoteRoutes> {
  const urls = await registerRemotesFromJson();
  if (!urls[name]) throw new Error(`remotes.json names no "${name}" remote`);
  await loadShellSingletons();
  const module = await loadRemote<{ default: RemoteRoutes }>(`${name}/routes`);
  if (!module?.default) throw new Error(`${name}/routes exposes no route table`);
  return module.default;
}

/** One promise per remote, kept so React can suspend on it; a failure is forgotten so Retry can try again. */
export function routesOf(name: RemoteName): Promise<RemoteRoutes> {
  let table = routeTables.get(name);
  if (!table) {
    table = fetchRoutes(name);
    routeTables.set(name, table);
  }
  return table;
}

/** Forget a failed remote: re-register it with force so the runtime drops its cached entry. */
export async function forgetRemote(name: RemoteName): Promise<void> {
  routeTables.delete(name);
  const urls = await registerRemotesFromJson();
  const entry = urls[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
