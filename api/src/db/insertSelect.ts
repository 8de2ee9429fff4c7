import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * `INSERT INTO table (columns) SELECT values` for one row, the caller adding what follows the values
 * (`WHERE …`, `FROM …`, `RETURNING …`): a row written only when a condition holds, or once per row of
 * another part of the statement (a WITH member). Each value is typed as its column, since PostgreSQL
 * infers no types from the target in INSERT … SELECT; columns left undefined take their defaults.
 */
export function insertSelect<T extends PgTable>(table: T, row: T['$inferInsert']): SQL {
  const columns = getTableColumns(table);
  const given = Object.keys(row).filter((key) => row[key as keyof typeof row] !== undefined && key in columns);
  const values = given.map((key) => {
    const column = columns[key];
    return sql`${sql.param(row[key as keyof typeof row], column)}::${sql.raw(column.getSQLType())}`;
  });
  const names = given.map((key) => sql.identifier(columns[key].name));
  return sql`INSERT INTO ${table} (${sql.join(names, sql`, `)}) SELECT ${sql.join(values, sql`, `)}`;
}
