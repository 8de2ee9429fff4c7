import { create, type StateCreator } from 'zustand';
import { forgetful } from 'shared-kit/session';
import { backupRequestProblem } from '@console/contract/backupRequest';
import { errorMessage } from '@console/platform';
import type { Notice } from 'shared-kit/ui';
import { backupApi } from './backupApi';

export interface BackupState {
  selected: string[];
  email: string;
  sending: boolean;
  notice: Notice | null;
  toggle: (name: string, on: boolean) => void;
  setEmail: (email: string) => void;
  send: () => Promise<void>;
  clearNotice: () => void;
}

/** The Data Backup screen: idle, sending (Sending...), then the server's message or the error. */
const backupState: StateCreator<BackupState> = (set, get) => ({
  selected: [],
  email: '',
  sending: false,
  notice: null,

  toggle: (name, on) =>
    set((state) => ({
      selected: on ? [...new Set([...state.selected, name])] : state.selected.filter((n) => n !== name),
    })),
  setEmail: (email) => set({ email }),

  async send() {
    const { selected, email, sending } = get();
    if (sending) return;
    const problem = backupRequestProblem(selected, email);
    if (problem) return set({ notice: { kind: 'error', text: problem } });
    set({ sending: true, notice: null });
    try {
      const answer = await backupApi.manualBackup(selected, email.trim());
      set({ notice: { kind: 'success', text: answer.message } });
    } catch (error) {
      set({ notice: { kind: 'error', text: errorMessage(error, 'An error occurred.') } });
    } finally {
      set({ sending: false });
    }
  },
  clearNotice: () => set({ notice: null }),
});

export const useBackup = create<BackupState>()(forgetful(backupState));
