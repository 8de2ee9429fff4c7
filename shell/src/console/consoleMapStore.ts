import type { RouteManifest } from '@console/platform';
import { create } from 'zustand';
import { assignedSections, assignmentHolder, fallBack, runningVersion } from '../remotes/sectionAssignment';
import { fetchRouteManifest } from './routeManifests';

export type SectionState =
  { status: 'loading' } | { status: 'ready'; manifest: RouteManifest } | { status: 'failed'; error: Error };

export interface ConsoleMapState {
  /** The person's assignment of versions: until it is read no section is known. */
  remotes: 'idle' | 'loading' | 'ready' | 'failed';
  /** Every assigned section by name, in its order, with its route manifest as it arrives. */
  sections: Readonly<Record<string, SectionState>>;
  /**
   * The sidebar may be drawn: every section's manifest has arrived or failed, or one is late
   * (MENU_WAIT_MS). Drawn earlier, a group arriving later would push the ones shown under a pointer
   * about to click them. Once true it stays so for the person (a retry does not hide the menu).
   */
  menuReady: boolean;
  /** Reads the assignment and every route manifest once per person (or none); later calls do nothing. */
  load: () => Promise<void>;
  /** Reads again what failed (the assignment, or the manifests that did not arrive). */
  retry: () => Promise<void>;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** How long the sidebar waits for a late section before it shows the others (manifests take ~0.1 s). */
export const MENU_WAIT_MS = 1500;

/**
 * The console's map: which remote serves which route, and its sidebar entries, as the remotes' own
 * route manifests say. Each manifest arrives on its own, so one section that cannot be reached leaves
 * the others working.
 */
export const useConsoleMap = create<ConsoleMapState>()((set, get) => {
  /** Whose versions the map is of: null before login. */
  let mapOf: string | null | undefined;

  /** The running version's route manifest; if the assigned version's does not arrive, the main version's. */
  async function fetchRunning(name: string) {
    const version = runningVersion(name);
    if (!version) throw new Error(`no version of the ${name} section is registered`);
    try {
      return await fetchRouteManifest(version.manifestUrl);
    } catch (error) {
      const main = fallBack(name, error);
      if (!main) throw error;
      return fetchRouteManifest(main.manifestUrl);
    }
  }

  /** Still the map of the person it was started for (nobody else signed in meanwhile). */
  const current = (holder: string | null | undefined) => holder === mapOf;

  async function readManifest(name: string, holder = mapOf) {
    set((state) => ({ sections: { ...state.sections, [name]: { status: 'loading' } } }));
    const result: SectionState = await fetchRunning(name).then(
      (manifest) => ({ status: 'ready', manifest }),
      (error) => {
        console.error(`The ${name} route manifest could not be read:`, error);
        return { status: 'failed', error: asError(error) };
      },
    );
    if (current(holder)) set((state) => ({ sections: { ...state.sections, [name]: result } }));
  }

  async function readAll() {
    const holder = mapOf;
    set({ remotes: 'loading', menuReady: false });
    let names;
    try {
      names = Object.keys(await assignedSections());
    } catch (error) {
      console.error('the assignment of section versions could not be read:', error);
      if (current(holder)) set({ remotes: 'failed', menuReady: true });
      return;
    }
    if (!current(holder)) return;
    set({
      remotes: 'ready',
      sections: Object.fromEntries(names.map((name) => [name, { status: 'loading' }])),
    });
    const showMenu = () => {
      if (current(holder)) set({ menuReady: true });
    };
    const late = setTimeout(showMenu, MENU_WAIT_MS);
    await Promise.all(names.map((name) => readManifest(name, holder)));
    clearTimeout(late);
    showMenu();
  }

  return {
    remotes: 'idle',
    sections: {},
    menuReady: false,
    async load() {
      if (get().remotes !== 'idle' && mapOf === assignmentHolder()) return;
      mapOf = assignmentHolder();
      await readAll();
    },
    async retry() {
      if (get().remotes === 'failed') return readAll();
      const failed = Object.entries(get().sections).filter(([, section]) => section.status === 'failed');
      await Promise.all(failed.map(([name]) => readManifest(name)));
    },
  };
});
