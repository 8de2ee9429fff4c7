import { create, type StateCreator } from 'zustand';
import { forgetful } from 'shared-kit/session';
import type { RemoteSection } from '@console/contract/sections';
import type { Notice } from 'shared-kit/ui';

/** A change that waits for the admin's confirmation. */
export type PendingChange =
  | { kind: 'rollout'; section: RemoteSection; shares: Record<string, number>; question: string }
  | { kind: 'revoke'; section: RemoteSection; keyId: string; question: string };

export interface SectionsState {
  /** A key just created: shown once, until the admin closes it. */
  newKey: { section: RemoteSection; key: string } | null;
  pending: PendingChange | null;
  notice: Notice | null;
  ask: (change: PendingChange) => void;
  cancel: () => void;
  /** A change is over: the question closes and the banner says how it went. */
  done: (notice: Notice) => void;
  showNewKey: (section: RemoteSection, key: string) => void;
  forgetNewKey: () => void;
  clearNotice: () => void;
}

/**
 * What the Sections page shows around the sections (server state: sectionsQueries.ts): the question
 * that waits for confirmation, the key just created, and the banner.
 */
const sectionsState: StateCreator<SectionsState> = (set) => ({
  newKey: null,
  pending: null,
  notice: null,
  ask: (pending) => set({ pending }),
  cancel: () => set({ pending: null }),
  done: (notice) => set({ notice, pending: null }),
  showNewKey: (section, key) => set({ newKey: { section, key } }),
  forgetNewKey: () => set({ newKey: null }),
  clearNotice: () => set({ notice: null }),
});

export const useSections = create<SectionsState>()(forgetful(sectionsState));
