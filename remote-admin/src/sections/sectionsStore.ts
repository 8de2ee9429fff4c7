import { create, type StateCreator } from 'zustand';
import { forgetful } from 'shared-kit/session';
import type { DeployKeyInfo, SectionAnswer } from '@console/contract/wire';
import { REMOTE_SECTIONS, type RemoteSection } from '@console/contract/sections';
import { errorMessage } from '@console/platform';
import type { Notice } from 'shared-kit/ui';
import { sectionsApi } from './sectionsApi';

/** A change that waits for the admin's confirmation. */
export type PendingChange =
  | { kind: 'rollout'; section: RemoteSection; shares: Record<string, number>; question: string }
  | { kind: 'revoke'; section: RemoteSection; keyId: string; question: string };

export interface SectionsState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: string | null;
  sections: Partial<Record<RemoteSection, SectionAnswer>>;
  keys: Partial<Record<RemoteSection, DeployKeyInfo[]>>;
  /** The version the admin chose for themselves, per section (their "use this version for me"). */
  mine: Partial<Record<RemoteSection, string>>;
  /** A key just created: shown once, until the admin closes it. */
  newKey: { section: RemoteSection; key: string } | null;
  pending: PendingChange | null;
  busy: boolean;
  notice: Notice | null;
  load: () => Promise<void>;
  ask: (change: PendingChange) => void;
  cancel: () => void;
  confirm: () => Promise<void>;
  chooseForMe: (section: RemoteSection, versionId: string | null) => Promise<void>;
  createKey: (section: RemoteSection) => Promise<void>;
  forgetNewKey: () => void;
  clearNotice: () => void;
}

/** Every section's versions, figures and keys, and the changes an admin makes to them. */
const sectionsState: StateCreator<SectionsState> = (set, get) => {
  async function act(run: () => Promise<{ message: string }>, failure: string) {
    set({ busy: true, notice: null });
    try {
      const { message } = await run();
      set({ notice: { kind: 'success', text: message }, pending: null });
      await get().load();
    } catch (error) {
      set({ notice: { kind: 'error', text: errorMessage(error, failure) }, pending: null });
    } finally {
      set({ busy: false });
    }
  }

  return {
    status: 'idle',
    error: null,
    sections: {},
    keys: {},
    mine: {},
    newKey: null,
    pending: null,
    busy: false,
    notice: null,
    async load() {
      if (get().status === 'idle') set({ status: 'loading' });
      try {
        const [answers, keys, assignment] = await Promise.all([
          Promise.all(REMOTE_SECTIONS.map((section) => sectionsApi.section(section))),
          Promise.all(REMOTE_SECTIONS.map((section) => sectionsApi.keys(section))),
          sectionsApi.assignment(),
        ]);
        const mine: SectionsState['mine'] = {};
        for (const section of REMOTE_SECTIONS) {
          const own = assignment.sections[section];
          if (own?.override) mine[section] = own.id;
        }
        set({
          status: 'ready',
          error: null,
          sections: Object.fromEntries(REMOTE_SECTIONS.map((section, n) => [section, answers[n]])),
          keys: Object.fromEntries(REMOTE_SECTIONS.map((section, n) => [section, keys[n].keys])),
          mine,
        });
      } catch (error) {
        set({ status: 'failed', error: errorMessage(error, 'Could not load the sections.') });
      }
    },
    ask: (pending) => set({ pending }),
    cancel: () => set({ pending: null }),
    async confirm() {
      const change = get().pending;
      if (!change) return;
      if (change.kind === 'rollout')
        await act(() => sectionsApi.rollout(change.section, change.shares), 'Could not change the shares.');
      else await act(() => sectionsApi.revokeKey(change.section, change.keyId), 'Could not revoke the key.');
    },
    chooseForMe: (section, versionId) =>
      act(() => sectionsApi.chooseForMe(section, versionId), 'Could not change your version.'),
    async createKey(section) {
      set({ busy: true, notice: null });
      try {
        const { key } = await sectionsApi.createKey(section);
        set({ newKey: { section, key } });
        await get().load();
      } catch (error) {
        set({ notice: { kind: 'error', text: errorMessage(error, 'Could not create the key.') } });
      } finally {
        set({ busy: false });
      }
    },
    forgetNewKey: () => set({ newKey: null }),
    clearNotice: () => set({ notice: null }),
  };
};

export const useSections = create<SectionsState>()(forgetful(sectionsState));
