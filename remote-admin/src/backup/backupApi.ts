import { api } from '@console/platform';

export const backupApi = {
  manualBackup: (selectedSections: string[], targetEmail: string) =>
    api.post('backup/manual-backup', { json: { selectedSections, targetEmail } }).json<{ message: string }>(),
};
