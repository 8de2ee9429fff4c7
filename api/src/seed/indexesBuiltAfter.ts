import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db';

/**
 * Runs `write` in the seed's transaction without the indexes of `tables` that back no constraint (the
 * trigram and sort indexes; primary keys and unique indexes stay), and builds each again once it has
 * written, from its own definition as PostgreSQL holds it (so the migrations stay the one place they are
 * defined). At 1,000,000 reports per area, keeping them up while the rows arrived was two thirds of a
 * report's write (1.5 s of 2.2 s a batch of 5,000; the trigram indexes most) and more than half of a
 * proof's; built once at the end (sorted, in parallel where PostgreSQL can), they cost a few minutes for
 * every list. The dropped indexes hold their tables locked until the transaction ends: a seed fills an
 * empty console, and the lists wait for it anyway. A partitioned table's index is built again on every
 * partition (`ON ONLY`, how PostgreSQL writes its definition, would build none).
 */
export async function indexesBuiltAfter<T>(
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
      FROM pg_index i
      WHERE i.indrelid = ANY (ARRAY[${names}]::regclass[]) AND NOT i.indisprimary AND NOT i.indisunique
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
      ORDER BY 1`,
  );
  for (const { name } of rows) await db.execute(sql.raw(`DROP INDEX ${name}`));
  const written = await write();
  for (const { definition } of rows) await db.execute(sql.raw(definition.replace(/ ON ONLY /, ' ON ')));
  return written;
}
