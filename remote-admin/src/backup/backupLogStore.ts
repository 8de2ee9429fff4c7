import { create, type StateCreator } from 'zustand';
import { forgetful } from 'shared-kit/session';
import type { BackupRequestRecord } from '@console/contract/backupRequest';
import { errorMessage } from '@console/platform';
import { backupApi } from './backupApi';

export interface BackupLogState {
  requests: BackupRequestRecord[];
  loading: boolean;
  error: string | null;
  load: () => Promise<void>;
}

/** The record of backup requests (admin only): newest first, loaded on arrival and after each backup. */
const backupLogState: StateCreator<BackupLogState> = (set) => ({
  requests: [],
  loading: false,
  error: null,
  async load() {
    set({ loading: true, error: null });
    try {
      set({ requests: (await backupApi.requests()).data });
    } catch (error) {
      set({ error: errorMessage(error, 'Could not load the backup requests.') });
    } finally {
      set({ loading: false });
    }
  },
});

export const useBackupLog = create<BackupLogState>()(forgetful(backupLogState));
