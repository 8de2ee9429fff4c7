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

/**
 * Like preparedOn, one query per database handle and key: a statement whose text depends on the key
 * (how many values of a list, which columns a row gives), built the first time that key is asked for,
 * from the key and whatever else the caller gives then.
 */
export function preparedByKey<K, A extends unknown[], T>(
  build: (db: Database, key: K, ...more: A) => T,
): (db: Database, key: K, ...more: A) => T {
  const byKey = preparedOn(() => new Map<K, T>());
  return (db, key, ...more) => {
    const kept = byKey(db);
    let query = kept.get(key);
    if (query === undefined) {
      query = build(db, key, ...more);
      kept.set(key, query);
    }
    return query;
  };
}
