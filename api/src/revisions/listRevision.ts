import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AreaKey } from '@console/contract/areas';
import type { Database } from '../db';
import { preparedOn } from '../db/prepared';
import { listRevisions } from '../db/schema';

export type RevisedList = (typeof listRevisions.$inferSelect)['list'];

export interface Revision {
  epoch: string;
  revision: number;
  /** The revision as an entity tag (revisionTag). */
  tag: string;
}

/**
 * The list's revision row: every list and view call reads it first (is the kept answer current?), so,
 * when not locked, it is built once and planned once per connection (db/prepared.ts).
 */
const revisionRow = preparedOn((db) =>
  db
    .select({ revision: listRevisions.revision, epoch: listRevisions.epoch })
    .from(listRevisions)
    .where(and(eq(listRevisions.area, sql.placeholder('area')), eq(listRevisions.list, sql.placeholder('list'))))
    .prepare('list_revision'),
);

/** The list's revision row, with its tag. */
export async function revisionOf(
  db: Database,
  area: AreaKey,
  list: RevisedList,
  { lock = false } = {},
): Promise<Revision> {
  const [row] = lock
    ? await db
        .select({ revision: listRevisions.revision, epoch: listRevisions.epoch })
        .from(listRevisions)
        .where(and(eq(listRevisions.area, area), eq(listRevisions.list, list)))
        .for('update')
    : await revisionRow(db).execute({ area, list });
  if (!row) throw new Error(`no revision row for the ${area} ${list}: migration 0006 adds one per area`);
  return { ...row, tag: `W/"${row.epoch}.${row.revision}"` };
}

/** Every list's revision row of an area, read by one statement built once (db/prepared.ts). */
const areaRevisionRows = preparedOn((db) =>
  db
    .select({ list: listRevisions.list, revision: listRevisions.revision, epoch: listRevisions.epoch })
    .from(listRevisions)
    .where(eq(listRevisions.area, sql.placeholder('area')))
    .prepare('area_list_revisions'),
);

/**
 * The revisions of an area's lists, read once: what gives one tag for the revisions of several of them
 * (an answer computed from all of them), as often as asked. The dashboard's call reads it once for its
 * six lists.
 */
export async function areaRevisions(db: Database, area: AreaKey): Promise<(lists: readonly RevisedList[]) => string> {
  const rows = await areaRevisionRows(db).execute({ area });
  const byList = new Map(rows.map((row) => [row.list, `${row.list}:${row.epoch}.${row.revision}`]));
  return (lists) => {
    const missing = lists.filter((list) => !byList.has(list));
    if (missing.length) throw new Error(`no revision row for the ${area} ${missing.join(', ')}`);
    return [...lists]
      .sort((a, b) => a.localeCompare(b))
      .map((list) => byList.get(list)!)
      .join(' ');
  };
}

/**
 * The list's revision as an entity tag: weak, because the answer is the same data whichever encoding
 * (brotli, gzip, none) carries it. Read it in the snapshot the list is read in, so tag and rows agree.
 */
export async function revisionTag(
  db: Database,
  area: AreaKey,
  list: RevisedList,
  { lock = false } = {},
): Promise<string> {
  return (await revisionOf(db, area, list, { lock })).tag;
}

/**
 * A strong tag of one encoding's bytes of the list at `tag` (the kept whole list: listSnapshots.ts):
 * `"epoch.revision.br"`. holdsTag counts it as the revision it was made from.
 */
export const encodedTag = (tag: string, encoding: string) =>
  tag.replace(/^W\//, '').replace(/"$/, encoding === 'identity' ? '"' : `.${encoding}"`);

/** Whether the request's If-None-Match names the tag (weak comparison, as RFC 9110 asks for it). */
export function holdsTag(request: FastifyRequest, tag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const bare = (value: string) =>
    value
      .trim()
      .replace(/^W\//, '')
      .replace(/\.(?:br|gzip)"$/, '"');
  return header.split(',').some((value) => value.trim() === '*' || bare(value) === bare(tag));
}

/**
 * Headers of an answer the browser may keep and must revalidate every time: the tag, and no-cache
 * (stored copies are checked first), private (never kept by shared caches: the list needs a login).
 */
export function sendsRevision(reply: FastifyReply, tag: string): FastifyReply {
  return reply.header('etag', tag).header('cache-control', 'private, no-cache');
}

export interface WriteRevisions {
  /** The list's tag just before the write and just after it: nobody else wrote in between. */
  before: string;
  after: string;
}

/**
 * Runs a write of the list holding its revision row from the start, so no other write can slip in:
 * a browser whose copy is at `before` that applies this write itself is at `after`, without reading
 * the whole list again. Writes of the list wait for each other (the triggers' bump serialises them
 * anyway).
 */
export function revisedWrite<T>(
  db: Database,
  area: AreaKey,
  list: RevisedList,
  write: (tx: Database) => Promise<T>,
): Promise<{ value: T; revisions: WriteRevisions }> {
  return db.transaction(async (tx) => {
    const before = await revisionTag(tx, area, list, { lock: true });
    const value = await write(tx);
    return { value, revisions: { before, after: await revisionTag(tx, area, list) } };
  });
}

/** The revisions around a write, as headers beside the answer the spec defines. */
export function sendsWriteRevisions(reply: FastifyReply, { before, after }: WriteRevisions): FastifyReply {
  return reply.header('x-list-revision-before', before).header('x-list-revision-after', after);
}
