import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db';

/**
 * Runs `write` in the seed's transaction without the GIN (trigram) indexes of `tables`, and builds each
 * again once it has written, from its own definition as PostgreSQL holds it (so the migrations stay the
 * one place they are defined). At 1,000,000 reports per area, keeping them while the rows arrive was two
 * thirds of a report's write (1.5 s of 2.2 s a batch of 5,000) and half of a proof's; built once at the
 * end (in parallel where PostgreSQL can), they cost a few minutes for every list. The dropped indexes
 * hold their tables locked until the transaction ends: a seed fills an empty console, and the lists
 * wait for it anyway. A partitioned table's index is built again on every partition (`ON ONLY`, how
 * PostgreSQL writes it, would build none).
 */
export async function searchIndexesBuiltAfter<T>(
  db: Database,
  tables: readonly PgTable[],
  write: () => Promise<T>,
): Promise<T> {
  const names = sql.join(
    tables.map((table) => sql`${getTableName(table)}`),
    sql`, `,
  );
  const { rows } = await db.execute<{ name: string; definition: string }>(
    sql`SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
      FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
      WHERE i.indrelid = ANY (ARRAY[${names}]::regclass[]) AND am.amname = 'gin'
      ORDER BY 1`,
  );
  for (const { name } of rows) await db.execute(sql.raw(`DROP INDEX ${name}`));
  const written = await write();
  for (const { definition } of rows) await db.execute(sql.raw(definition.replace(/ ON ONLY /, ' ON ')));
  return written;
}
