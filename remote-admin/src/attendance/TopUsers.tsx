import { formatDuration } from '@console/contract/time';
import { Card } from 'shared-kit/ui';
import type { PersonAttendance } from './attendanceStats';

/** The Top 3 users card: most time in the chosen days. */
export function TopUsers({ top }: { top: readonly PersonAttendance[] }) {
  return (
    <Card aria-labelledby="top-users">
      <h2 id="top-users" style={{ marginTop: 0 }}>
        Top 3 Users
      </h2>
      {top.length === 0 ? (
        <p>No attendance in this range.</p>
      ) : (
        <ol style={{ margin: 0 }}>
          {top.map((entry) => (
            <li key={entry.person._id}>
              <strong>{entry.person.username}</strong> — {formatDuration(entry.totalMs)}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
