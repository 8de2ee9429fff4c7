import { useEffect } from 'react';
import styled from 'styled-components';
import type { BackupRequestRecord } from '@console/contract/backupRequest';
import { formatDateTime } from '@console/contract/time';
import { Card, DataTable, Spinner, type Column } from 'shared-kit/ui';
import { useBackupLog } from './backupLogStore';

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
 * address, so the admin sees every request, refused ones included. Loads on arrival and again each time
 * a backup sent from this page is answered (`busy` back to false).
 */
export function BackupLog({ busy }: { busy: boolean }) {
  const { requests, loading, error, load } = useBackupLog();
  useEffect(() => {
    if (!busy) void load();
  }, [load, busy]);

  return (
    <Card>
      <h2>Backup requests</h2>
      {error && <Problem role="alert">{error}</Problem>}
      {loading && requests.length === 0 ? (
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
