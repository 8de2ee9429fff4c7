import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '.';
import { writesInTurn } from './writesInTurn';

/**
 * Many rows of a table written by one statement per batch, PostgreSQL reading them from one JSON
 * parameter (`json_populate_recordset`): the values are neither typed nor bound one by one, so a batch of
 * thousands costs a JSON.stringify on the API's side instead of building a statement of tens of
 * thousands of parameters. Generated columns are left to PostgreSQL; a column the row leaves undefined
 * takes its default as written in the schema (a function's value, or a constant), and one whose default
 * only PostgreSQL knows (`now()`) must be given. `insert` makes the next batch while PostgreSQL writes the
 * one before (writesInTurn.ts); `statement` makes one batch's statement, rows and JSON at once, for a
 * caller that sends its own batches in turn (the demo seed); `rowJson` and `statementOfJson` let a caller
 * make each row's JSON ahead and write only some of them (an import leaving out duplicates).
 */
export function jsonRecords<T extends PgTable>(table: T) {
  const columns = Object.entries(getTableColumns(table)).filter(([, column]) => !column.generated);
  const list = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  // What each column takes when a row leaves it undefined, worked out once; a row is then made by one
  // loop of plain assignments (Object.fromEntries over [key, value] pairs cost more than the JSON).
  const plan = columns.map(([property, column]) => {
    const missing = (): unknown => {
      if (column.defaultFn) return column.defaultFn();
      if (column.default !== undefined && !is(column.default, SQL)) return column.default;
      if (!column.notNull) return null;
      throw new Error(`a row of ${column.name}'s table must give it: its default is PostgreSQL's`);
    };
    return { property, name: column.name, missing };
  });
  const record = (row: T['$inferInsert']) => {
    const given = row as Record<string, unknown>;
    const made: Record<string, unknown> = {};
    for (const { property, name, missing } of plan) {
      const value = given[property];
      made[name] = value !== undefined ? value : missing();
    }
    return made;
  };
  /** The statement that writes rows already made into JSON, one text a row (rowJson). */
  const statementOfJson = (rows: readonly string[]) =>
    sql`INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, ${`[${rows.join(',')}]`}::json)`;
  const statement = (batch: T['$inferInsert'][]) =>
    sql`INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, ${JSON.stringify(batch.map(record))}::json)`;

  return {
    statement,
    /** One row as the statement reads it: made ahead, before it is known which rows will be written. */
    rowJson: (row: T['$inferInsert']) => JSON.stringify(record(row)),
    statementOfJson,
    async insert(db: Database, rows: T['$inferInsert'][], batchSize = rows.length): Promise<void> {
      const writes = writesInTurn();
      for (let start = 0; start < rows.length; start += batchSize) {
        const next = statement(rows.slice(start, start + batchSize));
        await writes.send(() => db.execute(next));
      }
      await writes.finished();
    },
  };
}
