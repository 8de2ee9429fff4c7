import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AreaKey } from 'shared-kit/areas';
import type { Database } from '../db';
import { listRevisions } from '../db/schema';

export type RevisedList = (typeof listRevisions.$inferSelect)['list'];

/**
 * The list's revision as an entity tag: weak, because the answer is the same data whichever encoding
 * (brotli, gzip, none) carries it. Read it in the snapshot the list is read in, so tag and rows agree.
 */
export async function revisionTag(db: Database, area: AreaKey, list: RevisedList): Promise<string> {
  const [row] = await db
    .select({ revision: listRevisions.revision, epoch: listRevisions.epoch })
    .from(listRevisions)
    .where(and(eq(listRevisions.area, area), eq(listRevisions.list, list)));
  if (!row) throw new Error(`no revision row for the ${area} ${list}: migration 0006 adds one per area`);
  return `W/"${row.epoch}.${row.revision}"`;
}

/** Whether the request's If-None-Match names the tag (weak comparison, as RFC 9110 asks for it). */
export function holdsTag(request: FastifyRequest, tag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const bare = (value: string) => value.trim().replace(/^W\//, '');
  return header.split(',').some((value) => value.trim() === '*' || bare(value) === bare(tag));
}

/**
 * Headers of an answer the browser may keep and must revalidate every time: the tag, and no-cache
 * (stored copies are checked first), private (never kept by shared caches: the list needs a login).
 */
export function sendsRevision(reply: FastifyReply, tag: string): FastifyReply {
  return reply.header('etag', tag).header('cache-control', 'private, no-cache');
}
