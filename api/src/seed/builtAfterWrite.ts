import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db';

/** An index or a key as PostgreSQL defines it; a key with the table it belongs to. */
type Definition = { name: string; definition: string };
type KeyDefinition = Definition & { table: string };

/**
 * Runs `write` in the seed's transaction without the indexes of `tables` that back no constraint (the
 * trigram and sort indexes; primary keys and unique indexes stay) and without their foreign keys, then
 * builds each index again and checks each key again once it has written, from its own definition as
 * PostgreSQL holds it (so the migrations stay the one place they are defined).
 *
 * At 1,000,000 reports per area, keeping the indexes up while the rows arrived was two thirds of a
 * report's write (1.5 s of 2.2 s a batch of 5,000; the trigram indexes most) and more than half of a
 * proof's; built once at the end (sorted, in parallel where PostgreSQL can), they cost a few minutes for
 * every list. A proof's three foreign keys were checked row by row, 40 % of its write (42 ms of 109 a
 * batch of 1,000); added back, each is checked by one join of every proof. A failing check fails the
 * seed, which writes nothing then.
 *
 * The dropped indexes and keys hold their tables locked until the transaction ends: a seed fills an empty
 * console, and the lists wait for it anyway. A partitioned table's index is built again on every
 * partition (`ON ONLY`, how PostgreSQL writes its definition, would build none).
 */
export async function indexesAndKeysBuiltAfter<T>(
  db: Database,
  tables: readonly PgTable[],
  write: () => Promise<T>,
): Promise<T> {
  const names = sql`ARRAY[${sql.join(
    tables.map((table) => sql`${getTableName(table)}`),
    sql`, `,
  )}]::regclass[]`;
  const { rows: indexes } = await db.execute<Definition>(
    sql`SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
      FROM pg_index i
      WHERE i.indrelid = ANY (${names}) AND NOT i.indisprimary AND NOT i.indisunique
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
      ORDER BY 1`,
  );
  const { rows: keys } = await db.execute<KeyDefinition>(
    sql`SELECT quote_ident(conname) AS name, conrelid::regclass::text AS table,
        pg_get_constraintdef(oid) AS definition
      FROM pg_constraint WHERE contype = 'f' AND conrelid = ANY (${names}) ORDER BY 1`,
  );
  for (const key of keys) await db.execute(sql.raw(`ALTER TABLE ${key.table} DROP CONSTRAINT ${key.name}`));
  for (const index of indexes) await db.execute(sql.raw(`DROP INDEX ${index.name}`));
  const written = await write();
  for (const index of indexes) await db.execute(sql.raw(index.definition.replace(/ ON ONLY /, ' ON ')));
  for (const key of keys)
    await db.execute(sql.raw(`ALTER TABLE ${key.table} ADD CONSTRAINT ${key.name} ${key.definition}`));
  return written;
}
