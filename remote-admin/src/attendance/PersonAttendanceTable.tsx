import { useState } from 'react';
import styled from 'styled-components';
import { formatDate, formatDateTime, formatDuration } from '@console/contract/time';
import { Button, Card, DataTable, Pager, type Column } from 'shared-kit/ui';
import { clampPage, pageCount, pageSlice } from '@console/contract/paging';
import type { AttendanceRecord } from './attendanceApi';
import { sessionMs } from '@console/contract/attendance';
import type { PersonAttendance } from './attendanceStats';

/** The spec's 10 records per page per user. */
const PAGE_SIZE = 10;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
  h3 {
    margin: 0;
  }
`;

interface Props {
  entry: PersonAttendance;
  now: number;
  /** Absent where the viewer may not delete this person's attendance. */
  onDelete?: () => void;
}

/** One person's records in the chosen days, 10 to a page, with their total and Delete Attendance. */
export function PersonAttendanceTable({ entry, now, onDelete }: Props) {
  const [chosenPage, setPage] = useState(1);
  // A deletion or a new range can leave fewer pages than the one chosen.
  const page = clampPage(chosenPage, pageCount(entry.records.length, PAGE_SIZE));
  const columns: Column<AttendanceRecord>[] = [
    { key: 'date', header: 'Date', render: (r) => formatDate(r.date) },
    { key: 'loginTime', header: 'Login Time', render: (r) => formatDateTime(r.loginTime) },
    {
      key: 'logoutTime',
      header: 'Logout Time',
      render: (r) => (r.logoutTime ? formatDateTime(r.logoutTime) : 'Logged in'),
    },
    { key: 'duration', header: 'Duration', render: (r) => formatDuration(sessionMs(r, now)) },
  ];
  const { username, email } = entry.person;
  return (
    <Card aria-label={`Attendance of ${username}`} style={{ marginBottom: 16 }}>
      <Head>
        <h3>
          {username} <small>({email})</small> — total {formatDuration(entry.totalMs)}
        </h3>
        {onDelete && (
          <Button size="sm" variant="danger" onClick={onDelete}>
            Delete Attendance
          </Button>
        )}
      </Head>
      <DataTable
        caption={`Attendance of ${username}`}
        columns={columns}
        rows={pageSlice(entry.records, page, PAGE_SIZE)}
        rowKey={(r) => r._id}
      />
      {entry.records.length > PAGE_SIZE && (
        <Pager
          page={page}
          pageSize={PAGE_SIZE}
          pageSizes={[PAGE_SIZE]}
          total={entry.records.length}
          onPageChange={setPage}
          onPageSizeChange={() => undefined}
        />
      )}
    </Card>
  );
}
