/**
 * Which errors mean "the database cannot be reached right now" (answered 503, retried by the browser)
 * rather than "this request or this code is wrong" (4xx/500). Drizzle wraps the driver's error in
 * `cause`, so the whole chain is read.
 */

// Socket-level failures: the server is down, restarting, or the network between us dropped.
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

// A Unix socket that is not there: the embedded server is down or restarting (its socket file is gone).
// Only a connect's: a file missing elsewhere is no database's trouble.
const SOCKET_MISSING = (link: { code?: unknown; syscall?: unknown }) =>
  link.code === 'ENOENT' && link.syscall === 'connect';

// SQLSTATE: class 08 (connection exception); 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot
// connect now (starting up, recovering, shutting down).
const SERVER_GONE = /^(08...|57P0[123])$/;

// node-postgres reports a dropped connection by message only.
const DRIVER_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

// pg-pool's words when every connection stayed busy for connectionTimeoutMillis.
const POOL_EXHAUSTED = 'timeout exceeded when trying to connect';

/** SQLSTATE 57014: the query ran longer than `statement_timeout` (or was cancelled). */
const STATEMENT_TIMEOUT = '57014';

/** An error and its causes, outermost first. */
export function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown; syscall?: unknown }> {
  const seen = new Set<unknown>();
  let current = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

export type DatabaseTrouble = 'unreachable' | 'busy' | 'too-slow';

/**
 * `unreachable` for a lost or refused connection, `busy` when no pooled connection came free in time,
 * `too-slow` for a statement timeout; undefined for anything else (a bug, a constraint).
 */
export function databaseTrouble(error: unknown): DatabaseTrouble | undefined {
  for (const link of causes(error)) {
    const code = typeof link.code === 'string' ? link.code : '';
    if (SOCKET_CODES.has(code) || SERVER_GONE.test(code) || SOCKET_MISSING(link)) return 'unreachable';
    if (code === STATEMENT_TIMEOUT) return 'too-slow';
    const message = typeof link.message === 'string' ? link.message : '';
    if (DRIVER_MESSAGES.some((words) => message.startsWith(words))) return 'unreachable';
    if (message === POOL_EXHAUSTED) return 'busy';
  }
  return undefined;
}

/** The driver's own words at the bottom of a wrapped error (Drizzle's message repeats the whole query). */
export function rootMessage(error: unknown): string {
  let message = String(error);
  for (const link of causes(error)) if (typeof link.message === 'string') message = link.message;
  return message;
}
