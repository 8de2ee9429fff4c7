/**
 * What this API instance currently knows about its database, for readiness checks and logs:
 * `down` from the moment a connection fails (or the embedded server exits) until a new connection
 * succeeds (or the embedded server is back).
 */
export interface DatabaseState {
  state: 'up' | 'down';
  /** When the state last changed (ISO). */
  since: string;
  /** Why it is down, for an operator. */
  reason?: string;
}

let current: DatabaseState = { state: 'up', since: new Date().toISOString() };

export function databaseState(): DatabaseState {
  return current;
}

export function markDatabaseDown(reason: string): void {
  if (current.state === 'down') return;
  current = { state: 'down', since: new Date().toISOString(), reason };
}

export function markDatabaseUp(): void {
  if (current.state === 'up') return;
  current = { state: 'up', since: new Date().toISOString() };
}
