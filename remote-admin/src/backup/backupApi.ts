import type { BackupBody, BackupRequestsAnswer, MessageAnswer } from '@console/contract/wire';
import { api } from '@console/platform';

export const backupApi = {
  manualBackup: (selectedSections: string[], targetEmail: string) =>
    api
      .post('backup/manual-backup', { json: { selectedSections, targetEmail } satisfies BackupBody })
      .json<MessageAnswer>(),
  requests: () => api.get('backup/requests').json<BackupRequestsAnswer>(),
};
