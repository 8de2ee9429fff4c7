import { readFileSync } from 'node:fs';
import os from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from './index';
import * as schema from './schema';

/** The lowest CPU priority a process can have (nice 19): it runs on what the others leave. */
const LOWEST = os.constants.priority.PRIORITY_LOW;

/** A connection of its own whose PostgreSQL process runs at the lowest CPU priority, until raised. */
export interface LowPriorityDb {
  db: Database;
  /** Back to the normal priority, when this process may (root may; others keep the lowest). */
  raise: () => void;
  close: () => Promise<void>;
}

/** Opens a LowPriorityDb, or answers null where its PostgreSQL process is not this machine's to lower. */
export type OpenLowPriority = () => Promise<LowPriorityDb | null>;

/** Whether `pid` is a PostgreSQL process on this machine (a backend's name stays `postgres`). */
function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
  } catch {
    return false;
  }
}

/**
 * Connections for work nobody waits for (a whole list built on start), opened beside `pool` with its
 * settings, whose PostgreSQL backend the system schedules after everyone else's: a query already running
 * when 50 people log in at once then takes only what their requests leave of the cores, which a pause
 * between queries cannot give. Only for the embedded PostgreSQL (its backends are this machine's
 * processes, of this user or, run as root, of `postgres`); elsewhere it answers null and the work runs
 * on the pool as before. Not pooled: a process may lower a priority but, unless root, not raise it again,
 * so a lowered connection is closed after its work, never handed to someone else.
 */
export function lowPriorityOn(pool: pg.Pool): OpenLowPriority {
  return async () => {
    const client = new pg.Client(pool.options);
    // A connection lost while idle fails the build's next query; it must not end this process.
    client.on('error', () => undefined);
    await client.connect();
    try {
      const {
        rows: [{ pid }],
      } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      if (!isPostgres(pid)) throw new Error(`backend ${pid} is not a local postgres process`);
      os.setPriority(pid, LOWEST);
      return {
        db: drizzle(client, { schema }),
        raise: () => {
          try {
            os.setPriority(pid, 0);
          } catch {
            // Not root: it keeps the lowest priority, and still runs whenever a core is free.
          }
        },
        close: () => client.end(),
      };
    } catch {
      await client.end();
      return null;
    }
  };
}
