import type { FastifyInstance } from 'fastify';
import type { AreaKey } from '@console/contract/areas';
import { warmBeforeServing } from '../ops/beforeServing';
import { runPeriodically } from '../ops/periodic';
import type { Database } from '../db';
import type { QuietMoment } from '../ops/quietMoments';
import { revisionOf } from '../revisions/listRevision';
import type { KeptWholeList } from '../revisions/listSnapshots';
import { fillWires } from './wireFill';

/** After a write through this instance: long enough for a burst (an import, several saves) to cost one build. */
export const AFTER_WRITE_MS = 2_000;
/** How often each instance looks for a change it did not make (another instance, SQL by hand, a restore). */
const EVERY_MS = 30_000;
/** How long a batch of the wires' fill waits for a quiet moment before it runs anyway (wireFill.ts). */
const FILL_WAIT_MS = 2_000;

export interface WholeListAheadOptions {
  db: Database;
  area: AreaKey;
  /** The area's whole list, built once per revision (listSnapshots.ts). */
  kept: KeptWholeList;
  /** Whether the page may hold this area's list (REPORT_BROWSER_LIST_MAX) at a revision tag. */
  allowed: (tag: string) => Promise<boolean>;
  /** A moment when the instance answers no one: the build on start gives way until one comes. */
  quietMoment: QuietMoment;
  /** Stores a build's blocks now rather than a moment later (blockPlan.ts KeptBlocks.storeNow). */
  storeBlocksNow: () => Promise<void>;
  /** Takes the blocks stored for an epoch into this process (blockPlan.ts KeptBlocks.takeStored). */
  takeStoredBlocks: (epoch: string) => Promise<unknown>;
}

/**
 * Keeps an area's whole list built ahead of the people who read it. Before the instance serves, it holds
 * the list: the stored copy when it is at the list's revision, else one built then (the reports changed
 * while no instance kept it: a seed, a restore or SQL by hand while the API was down, the first start
 * after an upgrade), so its first readers wait for neither. Then, as this instance holds the list: 2 s after this
 * instance's own writes, and every 30 s when a change made elsewhere made it stale, so the next person
 * opening Reports after a change takes a copy already made instead of waiting for the build (which, after
 * a change, rebuilds only the blocks it touched: blockPlan.ts). Only a list the page would load (at most
 * REPORT_BROWSER_LIST_MAX reports). Readers meanwhile share the same build (`kept.at` is one per
 * revision).
 */
export function buildWholeListAhead(
  app: FastifyInstance,
  { db, area, kept, allowed, quietMoment, storeBlocksNow, takeStoredBlocks }: WholeListAheadOptions,
): { afterWrite: () => void } {
  // Every build started on its own (the one before serving, one after each burst of writes: a second may
  // start while the first still runs), until it ends: closing waits for them.
  const running = new Set<Promise<void>>();
  const tracked = <T>(work: Promise<T>): Promise<T> => {
    const settled: Promise<void> = work
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => running.delete(settled));
    running.add(settled);
    return work;
  };
  const inBackground = (build: () => Promise<unknown>) =>
    void tracked(
      build().catch((error: unknown) => app.log.error({ err: error }, `building the ${area} report list ahead failed`)),
    );

  // Reports without a wire (written before wires were kept, restored from an archive, changed by SQL by
  // hand) are given theirs in the background, a batch per quiet moment (wireFill.ts), so that a build
  // reads their blocks as cheaply as the rest: once the list is held on start, then every 30 s (a
  // restore empties every wire). Only for a list this instance holds (one the page loads).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  let filling: Promise<void> | undefined;
  const fill = async () => {
    const filled = await fillWires(db, area, { pace: () => quietMoment(FILL_WAIT_MS), stopped: () => closing });
    if (filled > 0) app.log.info({ area, filled }, 'reports given their wires');
  };
  const giveWires = () =>
    kept.held()
      ? (filling ??= fill()
          .catch((error: unknown) => app.log.error({ err: error }, `giving the ${area} reports their wires failed`))
          .finally(() => (filling = undefined)))
      : Promise.resolve();
  runPeriodically(app, `giving the ${area} reports their wires`, EVERY_MS, giveWires);

  // Before the instance serves (ops/beforeServing.ts), it takes the list at its revision: the stored
  // copy when it is current (a few megabytes read), else a build, which then has the cores to itself
  // instead of running beside the first people to log in. A build still under way when the instance
  // starts serving goes on, giving way to its requests until someone asks for the list. A build's blocks
  // are stored before serving too: 50 MB written 2 s after the build fell among the first logins. When
  // the stored copy was current (nothing built), the stored blocks are read in: the first build after a
  // change then reads only the blocks the change fell in, as every later one does.
  const holdOnStart = async () => {
    const current = await revisionOf(db, area, 'reports');
    if (!(await allowed(current.tag))) return;
    await kept.at(current, quietMoment);
    await kept.stored();
    await storeBlocksNow();
    await takeStoredBlocks(current.epoch);
    void tracked(giveWires());
  };
  warmBeforeServing(app, `${area} whole report list held`, () => tracked(holdOnStart()));

  const bringUp = async () => {
    // A list this instance does not hold is not built after a change: one too large for the page at
    // the start, or an instance that did not warm up (tests that build the app without serving it).
    if (!kept.held()) return;
    const current = await revisionOf(db, area, 'reports');
    if (await allowed(current.tag)) {
      await kept.at(current);
      await kept.stored();
    }
  };
  runPeriodically(app, `building the ${area} report list ahead`, EVERY_MS, bringUp);

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    await Promise.all(running);
  });
  return {
    afterWrite() {
      clearTimeout(timer);
      timer = setTimeout(() => inBackground(bringUp), AFTER_WRITE_MS);
      timer.unref();
    },
  };
}
