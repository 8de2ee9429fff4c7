import type { RouteManifest } from '@console/platform';
import { create } from 'zustand';
import { remoteManifestUrls } from '../remotes/remotesJson';
import { fetchRouteManifest } from './routeManifests';

export type SectionState =
  { status: 'loading' } | { status: 'ready'; manifest: RouteManifest } | { status: 'failed'; error: Error };

export interface ConsoleMapState {
  /** remotes.json itself: until it is read no section is known. */
  remotes: 'idle' | 'loading' | 'ready' | 'failed';
  /** Every remote of remotes.json by name, in its order, with its route manifest as it arrives. */
  sections: Readonly<Record<string, SectionState>>;
  /** Reads remotes.json and every route manifest once; later calls do nothing. */
  load: () => Promise<void>;
  /** Reads again what failed (remotes.json, or the manifests that did not arrive). */
  retry: () => Promise<void>;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * The console's map: which remote serves which route, and its sidebar entries, as the remotes' own
 * route manifests say. Each manifest arrives on its own, so one section that cannot be reached leaves
 * the others working.
 */
export const useConsoleMap = create<ConsoleMapState>()((set, get) => {
  async function readManifest(name: string, manifestUrl: string) {
    set((state) => ({ sections: { ...state.sections, [name]: { status: 'loading' } } }));
    const result: SectionState = await fetchRouteManifest(manifestUrl).then(
      (manifest) => ({ status: 'ready', manifest }),
      (error) => {
        console.error(`The ${name} route manifest could not be read:`, error);
        return { status: 'failed', error: asError(error) };
      },
    );
    set((state) => ({ sections: { ...state.sections, [name]: result } }));
  }

  async function readAll() {
    set({ remotes: 'loading' });
    let urls;
    try {
      urls = await remoteManifestUrls();
    } catch (error) {
      console.error('remotes.json could not be read:', error);
      set({ remotes: 'failed' });
      return;
    }
    set({
      remotes: 'ready',
      sections: Object.fromEntries(Object.keys(urls).map((name) => [name, { status: 'loading' }])),
    });
    await Promise.all(Object.entries(urls).map(([name, url]) => readManifest(name, url)));
  }

  return {
    remotes: 'idle',
    sections: {},
    async load() {
      if (get().remotes !== 'idle') return;
      await readAll();
    },
    async retry() {
      if (get().remotes === 'failed') return readAll();
      const urls = await remoteManifestUrls();
      const failed = Object.entries(get().sections).filter(([, section]) => section.status === 'failed');
      await Promise.all(failed.map(([name]) => readManifest(name, urls[name])));
    },
  };
});
