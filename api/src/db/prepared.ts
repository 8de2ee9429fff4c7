import type { Database } from '.';

/**
 * A query built once per database handle and kept (drizzle's `.prepare(name)`, its values given as
 * `sql.placeholder`s): each call only fills in the values, and PostgreSQL parses and plans the named
 * statement once per connection. For the queries every login makes, where building the SQL again each
 * time was a measurable share of the API's work (README "50 people at once"). A transaction's handle
 * is new each time, so there it is built per transaction, as any query.
 */
export function preparedOn<T>(build: (db: Database) => T): (db: Database) => T {
  const kept = new WeakMap<Database, T>();
  return (db) => {
    let query = kept.get(db);
    if (query === undefined) {
      query = build(db);
      kept.set(db, query);
    }
    return query;
  };
}
