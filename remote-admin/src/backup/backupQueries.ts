import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backupRequestProblem } from '@console/contract/backupRequest';
import { errorMessage } from '@console/platform';
import { backupApi } from './backupApi';
import { backupKeys } from './backupKeys';
import { useBackup } from './backupStore';

/** The record of backup requests (admin only), newest first. */
export const useBackupRequests = () =>
  useQuery({ queryKey: backupKeys.requests(), queryFn: async () => (await backupApi.requests()).data });

/**
 * The Backup button: checks the choice, sends it (Sending... meanwhile), then shows the server's
 * message or the error. Every request is recorded, refused ones included, so the record of backup
 * requests is read again after each answer.
 */
export function useSendBackup() {
  const { selected, email, showNotice } = useBackup();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (request: { selected: string[]; email: string }) =>
      backupApi.manualBackup(request.selected, request.email),
    // Read again after the answer is shown, without holding the button in Sending... meanwhile.
    onSettled: () => void client.invalidateQueries({ queryKey: backupKeys.requests() }),
  });

  async function send() {
    if (mutation.isPending) return;
    const problem = backupRequestProblem(selected, email);
    if (problem) return showNotice({ kind: 'error', text: problem });
    showNotice(null);
    try {
      const answer = await mutation.mutateAsync({ selected, email: email.trim() });
      showNotice({ kind: 'success', text: answer.message });
    } catch (error) {
      showNotice({ kind: 'error', text: errorMessage(error, 'An error occurred.') });
    }
  }
  return { send, sending: mutation.isPending };
}
