import styled from 'styled-components';
import type { BackupRequestRecord } from '@console/contract/backupRequest';
import { formatDateTime } from '@console/contract/time';
import { errorMessage } from '@console/platform';
import { Card, DataTable, Spinner, type Column } from 'shared-kit/ui';
import { useBackupRequests } from './backupQueries';

const OUTCOME: Record<BackupRequestRecord['outcome'], string> = {
  sent: 'Sent',
  refused: 'Refused',
  failed: 'Not sent',
};

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

const columns: Column<BackupRequestRecord>[] = [
  { key: 'requestedAt', header: 'When', render: (r) => formatDateTime(r.requestedAt), width: '13rem' },
  { key: 'username', header: 'Who', render: (r) => `${r.username} (${r.role})` },
  { key: 'collections', header: 'Collections', render: (r) => r.collections.join(', ') },
  { key: 'targetEmail', header: 'Sent to' },
  {
    key: 'outcome',
    header: 'Outcome',
    render: (r) => (r.detail ? `${OUTCOME[r.outcome]}: ${r.detail}` : OUTCOME[r.outcome]),
  },
];

/**
 * Who asked for which collections to be mailed where, and when: a backup hands whole collections to any
 * address, so the admin sees every request, refused ones included. Read on arrival and again each time
 * a backup sent from this page is answered.
 */
export function BackupLog() {
  const log = useBackupRequests();
  const requests = log.data ?? [];
  // A failure is shown until the record is asked for again.
  const error = log.isError && !log.isFetching ? errorMessage(log.error, 'Could not load the backup requests.') : null;

  return (
    <Card>
      <h2>Backup requests</h2>
      {error && <Problem role="alert">{error}</Problem>}
      {log.isFetching && requests.length === 0 ? (
        <Spinner label="Loading backup requests" />
      ) : (
        <DataTable
          caption="Backup requests, newest first"
          columns={columns}
          rows={requests}
          rowKey={(r) => r._id}
          empty="No backup requests yet"
        />
      )}
    </Card>
  );
}
