import { getTableColumns, is, Placeholder, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * `INSERT INTO table (columns) SELECT values` for one row, the caller adding what follows the values
 * (`WHERE …`, `FROM …`, `RETURNING …`): a row written only when a condition holds, or once per row of
 * another part of the statement (a WITH member). Each value is typed as its column, since PostgreSQL
 * infers no types from the target in INSERT … SELECT; columns left undefined take their defaults. A
 * value may be a `sql.placeholder` of a statement prepared once (db/prepared.ts): its value is then sent
 * as node-postgres sends any value (a Date as its instant, an array as a PostgreSQL array, another
 * object as JSON, null as NULL) and cast to the column's type.
 */
export function insertSelect<T extends PgTable>(table: T, row: OrPlaceholders<T['$inferInsert']>): SQL {
  const columns = getTableColumns(table);
  const given = Object.keys(row).filter((key) => row[key as keyof typeof row] !== undefined && key in columns);
  const values = given.map((key) => {
    const column = columns[key];
    const value = row[key as keyof typeof row];
    const sent = is(value, Placeholder) ? sql`${value}` : sql`${sql.param(value, column)}`;
    return sql`${sent}::${sql.raw(column.getSQLType())}`;
  });
  const names = given.map((key) => sql.identifier(columns[key].name));
  return sql`INSERT INTO ${table} (${sql.join(names, sql`, `)}) SELECT ${sql.join(values, sql`, `)}`;
}

/** A row whose values may each be a placeholder. */
export type OrPlaceholders<R> = { [K in keyof R]: R[K] | Placeholder };
