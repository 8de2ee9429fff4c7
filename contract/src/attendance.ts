/**
 * How long people were logged in (foundation §3: a record with no logoutTime is a session still open).
 * The attendance screen and the e-mailed attendance report both count with this, so they agree.
 * Pure: no React, importable by the API as `@console/contract/attendance`.
 */

export interface Session {
  loginTime: string;
  logoutTime?: string | null;
}

/** A session as [start, end] in epoch ms; one still open lasts until `now`. */
function span(session: Session, now: number): [number, number] {
  const start = Date.parse(session.loginTime);
  const end = session.logoutTime ? Date.parse(session.logoutTime) : now;
  return [start, Math.max(start, end)];
}

/** Time of one session. */
export function sessionMs(session: Session, now: number): number {
  const [start, end] = span(session, now);
  return end - start;
}

/**
 * Time a person was logged in across their sessions: the union of the intervals, so an hour spent with
 * the console open in three tabs or browsers counts as one hour, not three.
 */
export function attendedMs(sessions: readonly Session[], now: number): number {
  const spans = sessions.map((session) => span(session, now)).sort((a, b) => a[0] - b[0]);
  let total = 0;
  let open: [number, number] | null = null;
  for (const [start, end] of spans) {
    if (open && start <= open[1]) {
      open[1] = Math.max(open[1], end);
      continue;
    }
    if (open) total += open[1] - open[0];
    open = [start, end];
  }
  return open ? total + open[1] - open[0] : total;
}
