import styled from 'styled-components';
import { formatDateTime } from '@console/contract/time';
import { Button, Card } from 'shared-kit/ui';
import type { AttendanceRecord } from './attendanceApi';
import type { Person } from './attendanceStats';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const UserCard = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radius.sm};
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

interface Props {
  records: readonly AttendanceRecord[];
  /** Whom the viewer may log out (not themselves: that is Logout). */
  mayForceLogout: (person: Person) => boolean;
  onForceLogout: (person: Person) => void;
}

/** The Currently Logged-In Users card grid, each with Force Logout where the viewer may use it. */
export function LoggedInUsers({ records, mayForceLogout, onForceLogout }: Props) {
  return (
    <Card aria-labelledby="logged-in-users">
      <h2 id="logged-in-users" style={{ marginTop: 0 }}>
        Currently Logged-In Users
      </h2>
      {records.length === 0 ? (
        <p>No one is logged in.</p>
      ) : (
        <Grid>
          {records.map((record) => (
            <UserCard key={record._id} aria-label={record.userId.username}>
              <strong>{record.userId.username}</strong>
              <small>{record.userId.email}</small>
              <span>Since {formatDateTime(record.loginTime)}</span>
              {mayForceLogout(record.userId) && (
                <Button size="sm" variant="danger" onClick={() => onForceLogout(record.userId)}>
                  Force Logout
                </Button>
              )}
            </UserCard>
          ))}
        </Grid>
      )}
    </Card>
  );
}
