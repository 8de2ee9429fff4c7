import { api } from 'shared-kit';

/** One backup request as the server recorded it. */
export interface BackupRequestRecord {
  _id: string;
  requestedAt: string;
  username: string;
  role: string;
  collections: string[];
  targetEmail: string;
  outcome: 'sent' | 'refused' | 'failed';
  detail: string;
}

export const backupApi = {
  manualBackup: (selectedSections: string[], targetEmail: string) =>
    api.post('backup/manual-backup', { json: { selectedSections, targetEmail } }).json<{ message: string }>(),
  requests: () => api.get('backup/requests').json<{ data: BackupRequestRecord[] }>(),
};
