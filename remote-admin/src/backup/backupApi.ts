import { api, type BackupRequestRecord } from 'shared-kit';

export const backupApi = {
  manualBackup: (selectedSections: string[], targetEmail: string) =>
    api.post('backup/manual-backup', { json: { selectedSections, targetEmail } }).json<{ message: string }>(),
  requests: () => api.get('backup/requests').json<{ data: BackupRequestRecord[] }>(),
};
