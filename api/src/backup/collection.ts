import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db';

/**
 * One row as PostgreSQL's `row_to_json` writes it: column names as keys. Rows travel as that JSON
 * text, untouched by JavaScript, so numerics, timestamps with microseconds, arrays and jsonb come back
 * exactly as they were.
 */
export type RowJson = string;

/** A row parsed: column names as keys. */
export type Row = Record<string, unknown>;

/** What the backup needs to know of one collection the Data Backup screen offers. */
export interface BackupCollection {
  /** The name the screen and the request use (@console/contract/backupRequest). */
  name: string;
  /** Every row of the collection. */
  dump: (db: Database) => Promise<RowJson[]>;
  /** Puts the rows back; a row whose id exists already replaces it. */
  restore: (db: Database, rows: readonly RowJson[]) => Promise<void>;
  /** Uploaded files a row references, as paths relative to DATA_DIR. */
  files?: (row: Row) => Array<string | null | undefined>;
  /**
   * Checks one row of an archive as the API checks its input, since restore must never store what the
   * API would refuse: answers the row to store (cleaned where the API cleans, e.g. sanitised HTML) or
   * throws a RowProblem saying why not.
   */
  admit?: (row: Row) => Row;
}

export interface TableCollectionOptions {
  name: string;
  table: PgTable;
  /** The rows of the table that belong to this collection (e.g. `eq(whitelabels.area, 'forex')`). */
  where?: SQL;
  files?: BackupCollection['files'];
  admit?: BackupCollection['admit'];
}

const RESTORE_BATCH = 500;
const quoted = (name: string) => sql.identifier(name);

/**
 * A collection stored in one table (or the part of it `where` selects). Restore upserts on the primary
 * key, writing only the columns the archive holds, so an archive made before a column was added still
 * restores (the new column takes its default).
 */
export function tableCollection({ name, table, where, files, admit }: TableCollectionOptions): BackupCollection {
  const config = getTableConfig(table);
  const columns = Object.values(getTableColumns(table)).map((column) => column.name);
  const primaryKey = Object.values(getTableColumns(table))
    .filter((column) => column.primary)
    .map((column) => column.name);
  if (primaryKey.length === 0)
    throw new Error(`backup collection ${name}: table ${config.name} has no primary key column`);
  const tableRef = quoted(config.name);

  return {
    name,
    files,
    admit,
    async dump(db) {
      const result = await db.execute<{ row: string }>(
        sql`SELECT row_to_json(${tableRef})::text AS row FROM ${tableRef} ${where ? sql`WHERE ${where}` : sql``} ORDER BY ${sql.join(primaryKey.map(quoted), sql`, `)}`,
      );
      return result.rows.map((r) => r.row);
    },
    async restore(db, rows) {
      if (rows.length === 0) return;
      const present = Object.keys(JSON.parse(rows[0]) as object);
      const written = columns.filter((column) => present.includes(column));
      const list = sql.join(written.map(quoted), sql`, `);
      const updates = written
        .filter((column) => !primaryKey.includes(column))
        .map((column) => sql`${quoted(column)} = EXCLUDED.${quoted(column)}`);
      const onConflict = updates.length ? sql`DO UPDATE SET ${sql.join(updates, sql`, `)}` : sql`DO NOTHING`;
      for (let start = 0; start < rows.length; start += RESTORE_BATCH) {
        const batch = `[${rows.slice(start, start + RESTORE_BATCH).join(',')}]`;
        await db.execute(sql`
          INSERT INTO ${tableRef} (${list})
          SELECT ${list} FROM json_populate_recordset(NULL::${tableRef}, ${batch}::json)
          ON CONFLICT (${sql.join(primaryKey.map(quoted), sql`, `)}) ${onConflict}`);
      }
    },
  };
}
