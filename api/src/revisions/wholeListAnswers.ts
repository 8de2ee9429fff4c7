import { Readable } from 'node:stream';
import { createBrotliDecompress } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, type Encoding } from '../http/compression';
import { encodedTag, holdsTag, type Revision } from './listRevision';
import type { KeptWholeList, ListSnapshot } from './listSnapshots';

export interface WholeListLimits {
  /** A connection that takes none of the answer for this long is closed. */
  idleSeconds: number;
  /** Whole lists sent at once to one person (tabs, both areas), and by this instance in all. */
  perPerson: number;
  total: number;
}

/** The words of a refused whole list (429): what the person can do about it. */
export const TOO_MANY_FOR_YOU =
  'Too many full lists are loading for you at once: close other console tabs or wait for them to finish, then try again';
export const TOO_MANY_IN_ALL = 'The server is sending too many full lists at once; please try again in a moment';

// Written in pieces, so that each piece the reader takes counts as activity against the idle timeout.
const PIECE = 64 * 1024;
function* pieces(bytes: Buffer) {
  for (let at = 0; at < bytes.length; at += PIECE) yield bytes.subarray(at, at + PIECE);
}

/** The answer's bytes: the copy in its encoding, or the brotli copy unpacked as it is sent. */
async function bodyOf(kept: KeptWholeList, snapshot: ListSnapshot, encoding: Encoding) {
  if (encoding === 'identity') return { body: Readable.from(pieces(snapshot.br)).pipe(createBrotliDecompress()) };
  const bytes = encoding === 'br' ? snapshot.br : await kept.gzip(snapshot);
  return { body: Readable.from(pieces(bytes)), length: bytes.length };
}

/**
 * What the answer sends: in brotli, the copy or the build's bytes as they are packed (listSnapshots.ts
 * `now`: its length is not known yet); in gzip or unpacked, the copy once built.
 */
async function answerOf(
  kept: KeptWholeList,
  current: Revision,
  encoding: Encoding,
): Promise<{ tag: string; body: Readable; length?: number }> {
  if (encoding === 'br') {
    const source = await kept.now(current);
    if ('live' in source) return { tag: source.live.revision.tag, body: Readable.from(source.live.bytes()) };
    return { tag: source.snapshot.tag, ...(await bodyOf(kept, source.snapshot, encoding)) };
  }
  const snapshot = await kept.at(current);
  return { tag: snapshot.tag, ...(await bodyOf(kept, snapshot, encoding)) };
}

/**
 * The whole-list answers of one kind (a list's GET .../columns): sent from memory, the kept copy or the
 * pieces a build has packed so far (no database connection is held while the client reads: a slow
 * reader never holds a build back), at most `perPerson` at once to one person and `total`
 * at once in all (429 beyond, with Retry-After), and a client that stops reading for `idleSeconds` is
 * disconnected, so stalled readers cannot pile up.
 */
export function wholeListAnswers(limits: WholeListLimits) {
  const perPerson = new Map<string, number>();
  let total = 0;

  /** Takes a place for one answer; answers how to give it back, or null when there is none free. */
  const take = (person: string): (() => void) | string => {
    const mine = perPerson.get(person) ?? 0;
    if (mine >= limits.perPerson) return TOO_MANY_FOR_YOU;
    if (total >= limits.total) return TOO_MANY_IN_ALL;
    perPerson.set(person, mine + 1);
    total += 1;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      total -= 1;
      const left = (perPerson.get(person) ?? 1) - 1;
      if (left > 0) perPerson.set(person, left);
      else perPerson.delete(person);
    };
  };

  return {
    /** How many answers are being sent (tests, health). */
    get sending() {
      return total;
    },

    async send(
      request: FastifyRequest,
      reply: FastifyReply,
      { current, kept, contentType }: { current: Revision; kept: KeptWholeList; contentType: string },
    ) {
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      // Private: the list needs a login. no-store: a browser keeps its own (encrypted) copy and asks
      // with its revision; a readable copy in the HTTP cache would outlive the session.
      reply.header('vary', 'accept-encoding').header('cache-control', 'private, no-store');
      if (holdsTag(request, current.tag))
        return reply.header('etag', encodedTag(current.tag, encoding)).code(304).send();

      const taken = take(request.user!.id);
      if (typeof taken === 'string') return reply.code(429).header('retry-after', '5').send({ message: taken });
      reply.raw.once('close', taken);
      let answer: Awaited<ReturnType<typeof answerOf>>;
      try {
        answer = await answerOf(kept, current, encoding);
      } catch (error) {
        taken();
        throw error;
      }
      reply.raw.setTimeout(limits.idleSeconds * 1000, () => reply.raw.destroy());
      reply.header('etag', encodedTag(answer.tag, encoding)).type(contentType);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      if (answer.length !== undefined) reply.header('content-length', answer.length);
      return reply.send(answer.body);
    },
  };
}

export type WholeListAnswers = ReturnType<typeof wholeListAnswers>;
