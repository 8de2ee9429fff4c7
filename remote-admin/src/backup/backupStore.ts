import { create, type StateCreator } from 'zustand';
import { forgetful } from 'shared-kit/session';
import type { Notice } from 'shared-kit/ui';

export interface BackupState {
  selected: string[];
  email: string;
  notice: Notice | null;
  toggle: (name: string, on: boolean) => void;
  setEmail: (email: string) => void;
  showNotice: (notice: Notice | null) => void;
  clearNotice: () => void;
}

/** The Data Backup form: the chosen collections, the address, and the banner (the send: backupQueries.ts). */
const backupState: StateCreator<BackupState> = (set) => ({
  selected: [],
  email: '',
  notice: null,

  toggle: (name, on) =>
    set((state) => ({
      selected: on ? [...new Set([...state.selected, name])] : state.selected.filter((n) => n !== name),
    })),
  setEmail: (email) => set({ email }),
  showNotice: (notice) => set({ notice }),
  clearNotice: () => set({ notice: null }),
});

export const useBackup = create<BackupState>()(forgetful(backupState));
