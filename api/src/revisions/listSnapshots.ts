import { once } from 'node:events';
import { Readable, type Writable } from 'node:stream';
import { constants, createBrotliCompress, createBrotliDecompress, createGzip } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import type { AreaKey } from '@console/contract/areas';
import type { Database } from '../db';
import { listSnapshots } from '../db/schema';
import type { QuietMoment } from '../ops/quietMoments';
import type { LowPriorityDb, OpenLowPriority } from '../db/lowPriority';
import type { Revision } from './listRevision';
import { LiveCopy } from './liveCopy';

/**
 * A build under way: `ready` once its copy is packed (or it failed), `done` once it is stored too, `live`
 * once it has begun packing (never when the stored copy is taken instead).
 */
interface Building {
  ready: Promise<ListSnapshot>;
  done: Promise<ListSnapshot>;
  live: Promise<LiveCopy>;
}

/** What a whole list's answer sends: the copy at a revision, or the one being built for it, as it is packed. */
export type WholeListSource = { snapshot: ListSnapshot } | { live: LiveCopy };

/** The lists whose whole copy is kept (the reports). */
type KeptList = (typeof listSnapshots.$inferSelect)['list'];
import { ADVISORY_LOCK } from '../db/locks';

/**
 * Called by a build before the blocks it reads: resolves at once, or later to give the cores to the
 * people the instance answers (a build nobody waits for yet). Resolves to whether the build goes at
 * full speed (someone waits for it): a build that gives way keeps one block in PostgreSQL's hands at a
 * time, so a burst of requests meets at most that one.
 */
export type Pace = () => Promise<boolean>;
const atOnce: Pace = () => Promise.resolve(true);

/** A whole list as lines of text (or their UTF-8 bytes), read in one snapshot at `revision`. */
export interface ListLines {
  revision: Revision;
  count: number;
  lines: AsyncIterable<string | Buffer>;
}

/**
 * The whole list at one revision, compressed once, sent to everyone who asks at that revision. `gzip`
 * is null until the first answer in gzip asks for it (keptWholeList's `gzip`).
 */
export type ListSnapshot = Pick<
  typeof listSnapshots.$inferSelect,
  'tag' | 'epoch' | 'revision' | 'count' | 'br' | 'gzip'
>;

// Built once per revision, so its cost is what the first person after a change waits for. Measured on
// a 100,000-report list (30 MB of lines): brotli 6 took 2.7 s of CPU for 7.35 MB, brotli 3 0.39 s for
// 7.70 MB; gzip 6 1.0 s for 7.41 MB, gzip 3 0.31 s for 7.88 MB. Five per cent more bytes on a
// loopback or LAN link cost far less than seconds of CPU on every change. Measured again later, on the
// same lines: brotli 2 took 0.22 s for 7.68 MB, brotli 3 0.25 s for 7.69 MB, brotli 1 0.16 s for 7.97 MB.
// On the later, smaller lines (25 MB, the seeded 100,000, a build read from PostgreSQL and packed in
// one process, median of four): brotli 2 0.46 s of CPU for 5.75 MB, brotli 1 0.37 s for 6.02 MB. A
// build's CPU is issue 20's goal (at most 1 s), 5% more bytes a few tens of milliseconds on a LAN.
// The build makes brotli only (what browsers ask for); gzip is made from it when an answer first asks
// for gzip.
const BROTLI_QUALITY = 1;
/**
 * brotli's window, 64 KiB (2^16) instead of its 4 MiB default: quality 1 then looks its matches up in
 * a smaller table, and the list's repeats (words, numbers of the same block) lie within a block's
 * line anyway. On the seeded 100,000's 29.8 MB of lines, streamed as a build writes them (median of
 * seven): 111 ms for 7.80 MB, against 128 ms for 7.93 MB with the default window (one call over the
 * whole text: 95 against 124 ms). 2^15 and less made more bytes and took longer.
 */
const BROTLI_WINDOW_BITS = 16;
const GZIP_LEVEL = 3;
/**
 * The packed bytes come back from zlib's thread in pieces of this size: zlib's 16 KiB default made a
 * 6 MB list some 370 trips between the thread and the event loop (a build's CPU, measured as above:
 * 0.53 s with 16 KiB, 0.46 s with 1 MiB).
 */
const PACKED_CHUNK = 1024 * 1024;

/**
 * The longest a build nobody waits for gives way before each block: under steady traffic it still ends
 * (at about a block per quarter second, one block in PostgreSQL at a time) rather than holding its
 * snapshot open for as long as people work.
 */
const GIVE_WAY_MS = 250;

/** Whether `snapshot` is at `revision` or later (a build that began after it, or the same). */
export const reaches = (
  snapshot: Pick<ListSnapshot, 'epoch' | 'revision'>,
  revision: Pick<Revision, 'epoch' | 'revision'>,
) => snapshot.epoch === revision.epoch && snapshot.revision >= revision.revision;

/** The stream's bytes, each piece also given to `live` as it comes. */
async function collect(stream: Readable, live?: LiveCopy): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    live?.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function write(stream: Writable, bytes: Buffer) {
  if (!stream.write(bytes)) await once(stream, 'drain');
}

/**
 * The lines packed by brotli (zlib works off the event loop, in libuv's pool), each packed out as soon as
 * it is written (a flush per line: a block of the list), into `live` as well: its readers get each
 * block while the next ones are built. A flush per block of 2,000 reports costs next to nothing in size
 * (README "Large lists", issue 20's twenty-fifth session: 7.73–7.80 MB for 100,000 reports either way).
 */
async function compress(lines: AsyncIterable<string | Buffer>, live: LiveCopy): Promise<Buffer> {
  const br = createBrotliCompress({
    chunkSize: PACKED_CHUNK,
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  const packed = collect(br, live);
  try {
    for await (const line of lines) {
      await write(br, typeof line === 'string' ? Buffer.from(line) : line);
      br.flush();
    }
  } catch (error) {
    // The collecting ends on the destroyed stream's premature close: the line's failure is the one to tell.
    packed.catch(() => undefined);
    br.destroy();
    throw error;
  }
  br.end();
  return packed;
}

/** The same lines packed by gzip, from the brotli copy. */
function regzip(br: Buffer): Promise<Buffer> {
  return collect(
    Readable.from([br])
      .pipe(createBrotliDecompress())
      .pipe(createGzip({ level: GZIP_LEVEL })),
  );
}

/**
 * One area's whole list, built once per revision (not once per person, nor while anyone reads it):
 * kept in memory for this instance and in the list_snapshots table for every instance on the database.
 * Builds of the same list wait for each other: in this process one promise, across instances an
 * advisory lock, after which the table is looked at again (another instance may just have built it).
 */
export function keptWholeList(
  db: Database,
  area: AreaKey,
  list: KeptList,
  /** The lines at the transaction's snapshot. */
  produce: (tx: Database, pace: Pace) => Promise<ListLines>,
  /**
   * Connections at the lowest CPU priority (db/lowPriority.ts) for a build nobody waits for: its queries
   * then take only what people's requests leave of the cores, raised when someone asks for the list.
   */
  lowPriority?: OpenLowPriority,
  /** A build that failed after its copy was answered (storing it for every instance). */
  storeFailed: (error: unknown) => void = () => undefined,
) {
  let kept: ListSnapshot | null = null;
  /**
   * The build under way: `ready` once its copy is packed (or it failed), `done` once it is stored too.
   * Storing 8 MB at 100,000 reports costs PostgreSQL 150–250 ms, which the people waiting no longer wait
   * for; the advisory lock is held until it is stored, so another instance still waits and takes it.
   */
  let building: Building | null = null;
  /** Makes the build under way go at full speed: someone now waits for it. */
  let hurry = () => {};
  const ours = and(eq(listSnapshots.area, area), eq(listSnapshots.list, list));
  /** Whether the stored copy is at `revision` or later, without reading its bytes (megabytes). */
  const storedAt = async (revision: Revision): Promise<boolean> => {
    const at = { epoch: listSnapshots.epoch, revision: listSnapshots.revision };
    const [row] = await db.select(at).from(listSnapshots).where(ours);
    return row !== undefined && reaches(row, revision);
  };
  /** The stored copy when it is at `revision` or later: a build reads the older copy it replaces not at all. */
  const stored = async (revision: Revision): Promise<ListSnapshot | null> => {
    if (!(await storedAt(revision))) return null;
    const [whole] = await db.select().from(listSnapshots).where(ours);
    return whole && reaches(whole, revision) ? whole : null;
  };

  /**
   * Builds the list at `revision` (or takes the stored copy), on the connection `lower` gives, if any.
   * `ready` has a built copy as soon as it is packed, before it is stored (the people waiting take it
   * then); the build ends once it is stored.
   */
  const build = async (
    revision: Revision,
    pace: Pace,
    lower: () => Promise<LowPriorityDb | null>,
    ready: (snapshot: ListSnapshot) => void,
    began: (live: LiveCopy) => void,
  ): Promise<ListSnapshot> => {
    const found = await stored(revision);
    if (found) return found;
    const lowered = await lower();
    try {
      return await (lowered?.db ?? db).transaction(
        async (tx) => {
          await tx.execute(
            sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCK.listSnapshotBuild}, hashtext(${`${area}.${list}`}))`,
          );
          // Through another connection: this transaction's snapshot began before the lock was granted.
          const built = await stored(revision);
          if (built) return built;
          const { revision: at, count, lines } = await produce(tx, pace);
          const live = new LiveCopy(at);
          began(live);
          let br: Buffer;
          try {
            br = await compress(lines, live);
          } catch (error) {
            live.fail(error);
            throw error;
          }
          live.end();
          const snapshot: ListSnapshot = { tag: at.tag, epoch: at.epoch, revision: at.revision, count, br, gzip: null };
          ready(snapshot);
          // Another connection too: a repeatable-read snapshot may not update a row committed after it.
          await db
            .insert(listSnapshots)
            .values({ area, list, ...snapshot })
            .onConflictDoUpdate({
              target: [listSnapshots.area, listSnapshots.list],
              // From the row offered (`excluded`): the bytes travel to PostgreSQL once.
              set: {
                tag: sql`excluded.tag`,
                epoch: sql`excluded.epoch`,
                revision: sql`excluded.revision`,
                count: sql`excluded.count`,
                br: sql`excluded.br`,
                gzip: sql`excluded.gzip`,
                builtAt: sql`now()`,
              },
              where: sql`${listSnapshots.epoch} <> excluded.epoch OR ${listSnapshots.revision} < excluded.revision`,
            });
          return snapshot;
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    } finally {
      await lowered?.close();
    }
  };

  const gzipping = new WeakMap<ListSnapshot, Promise<Buffer>>();
  /**
   * The stored gzip copy of `snapshot`, or one made now and stored for every instance. The first one
   * stored is the one every instance sends (the ETag of a gzip answer is strong); one made while the
   * row has moved on to a newer revision is sent by this instance only.
   */
  const gzipOf = async (snapshot: ListSnapshot): Promise<Buffer> => {
    const atSnapshot = and(
      eq(listSnapshots.area, area),
      eq(listSnapshots.list, list),
      eq(listSnapshots.epoch, snapshot.epoch),
      eq(listSnapshots.revision, snapshot.revision),
    );
    const [found] = await db.select({ gzip: listSnapshots.gzip }).from(listSnapshots).where(atSnapshot);
    if (found?.gzip) return found.gzip;
    const made = await regzip(snapshot.br);
    const [stored] = await db
      .update(listSnapshots)
      .set({ gzip: sql`COALESCE(${listSnapshots.gzip}, ${made})` })
      .where(atSnapshot)
      .returning({ gzip: listSnapshots.gzip });
    return stored?.gzip ?? made;
  };

  /** Begins a build of the list at `revision` or later (`background`: as `at` says). */
  const begin = (revision: Revision, background?: QuietMoment): Building => {
    let hurried = () => {};
    const hurrying = new Promise<void>((resolve) => (hurried = resolve));
    let pace: Pace = background
      ? async () => {
          await Promise.race([background(GIVE_WAY_MS), hurrying]);
          return pace === atOnce;
        }
      : atOnce;
    // A build nobody waits for runs on a connection of the lowest priority, raised once someone does.
    let raise = () => {};
    hurry = () => {
      pace = atOnce;
      raise();
      hurried();
    };
    // Opened only once a build is needed (not when the stored copy is current).
    const lower = async () => {
      if (!background || !lowPriority) return null;
      const lowered = await lowPriority().catch(() => null);
      raise = () => lowered?.raise();
      if (pace === atOnce) raise();
      return lowered;
    };
    let packed!: (snapshot: ListSnapshot) => void;
    const ready = new Promise<ListSnapshot>((resolve) => (packed = resolve));
    let began!: (live: LiveCopy) => void;
    const live = new Promise<LiveCopy>((resolve) => (began = resolve));
    let answered = false;
    const done = build(
      revision,
      () => pace(),
      lower,
      (snapshot) => {
        answered = true;
        if (!kept || !reaches(kept, snapshot)) kept = snapshot;
        packed(snapshot);
      },
      began,
    ).finally(() => {
      building = null;
      hurry = () => {};
    });
    // Failing once its copy was answered (storing it), the build fails no one: the next one stores.
    done.catch((error: unknown) => {
      if (answered) storeFailed(error);
    });
    return { ready: Promise.race([ready, done]), done, live };
  };

  return {
    /** Whether this instance holds a copy (someone has read the list, or it was built, since it started). */
    held: () => kept !== null,

    /** Once the build under way, if any, has stored its copy for every instance (or failed to). */
    async stored(): Promise<void> {
      await building?.done.catch(() => undefined);
    },

    /** Whether the copy stored for every instance is at `revision` or later (its bytes are not read). */
    storedAt,

    /**
     * The list at `revision` or later: kept, stored, or built now. With `background` (nobody waits for
     * it), the build gives way between blocks to the requests the instance answers (`background` says
     * how), until someone asks without it.
     */
    async at(revision: Revision, background?: QuietMoment): Promise<ListSnapshot> {
      if (!background) hurry();
      for (;;) {
        if (kept && reaches(kept, revision)) return kept;
        // A build under way may have begun before `revision`: wait for it, then look again.
        if (!building) building = begin(revision, background);
        const under = building;
        const snapshot = await under.ready;
        if (!kept || !reaches(kept, snapshot)) kept = snapshot;
        // Packed at an older revision than asked for: the next build begins once this one is stored.
        if (!reaches(snapshot, revision)) await under.done;
      }
    },

    /**
     * What an answer at `revision` sends now: the copy, as `at` answers it, or else, while a build at
     * `revision` or later packs it, that build's bytes as they are packed (liveCopy.ts), so the person
     * who waits for a build reads the list while it is built. Always at full speed (someone waits).
     */
    async now(revision: Revision): Promise<WholeListSource> {
      hurry();
      for (;;) {
        if (kept && reaches(kept, revision)) return { snapshot: kept };
        if (!building) building = begin(revision);
        const under = building;
        const first = await Promise.race([
          under.ready.then((snapshot) => ({ snapshot })),
          under.live.then((live) => ({ live })),
        ]);
        // A build that failed answers its failure, as `at` does (the next one asking builds again).
        if ('live' in first && !first.live.failed && reaches(first.live.revision, revision)) return first;
        // Packed, or packing, an older revision than asked for: as `at` does.
        const snapshot = await under.ready;
        if (!kept || !reaches(kept, snapshot)) kept = snapshot;
        if (!reaches(snapshot, revision)) await under.done;
      }
    },

    /** The gzip copy of a snapshot `at` answered, made once (most browsers take brotli). */
    async gzip(snapshot: ListSnapshot): Promise<Buffer> {
      if (snapshot.gzip) return snapshot.gzip;
      let packing = gzipping.get(snapshot);
      if (!packing) {
        packing = gzipOf(snapshot).finally(() => gzipping.delete(snapshot));
        gzipping.set(snapshot, packing);
      }
      snapshot.gzip = await packing;
      return snapshot.gzip;
    },
  };
}

export type KeptWholeList = ReturnType<typeof keptWholeList>;
