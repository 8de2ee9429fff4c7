import type { FastifyInstance } from 'fastify';
import type { AreaKey } from '@console/contract/areas';
import { runPeriodically } from '../ops/periodic';
import type { Database } from '../db';
import type { QuietMoment } from '../ops/quietMoments';
import { revisionOf } from '../revisions/listRevision';
import type { KeptWholeList } from '../revisions/listSnapshots';

/** After a write through this instance: long enough for a burst (an import, several saves) to cost one build. */
export const AFTER_WRITE_MS = 2_000;
/** How often each instance looks for a change it did not make (another instance, SQL by hand, a restore). */
const EVERY_MS = 30_000;

export interface WholeListAheadOptions {
  db: Database;
  area: AreaKey;
  /** The area's whole list, built once per revision (listSnapshots.ts). */
  kept: KeptWholeList;
  /** Whether the page may hold this area's list (REPORT_BROWSER_LIST_MAX) at a revision tag. */
  allowed: (tag: string) => Promise<boolean>;
  /** A moment when the instance answers no one: the build on start gives way until one comes. */
  quietMoment: QuietMoment;
}

/**
 * Keeps an area's whole list built ahead of the people who read it. On start, a list whose stored copy
 * is not at its revision (the reports changed while no instance kept it: a seed, a restore or SQL by hand
 * while the API was down, the first start after an upgrade) is built at once, so its first reader does
 * not wait for every block; a list stored at its revision is left to its first reader, who takes the
 * stored copy. Then, once this instance holds the list (built or read since it started): 2 s after this
 * instance's own writes, and every 30 s when a change made elsewhere made it stale, so the next person
 * opening Reports after a change takes a copy already made instead of waiting for the build (which, after
 * a change, rebuilds only the blocks it touched: blockPlan.ts). Only a list the page would load (at most
 * REPORT_BROWSER_LIST_MAX reports). Readers meanwhile share the same build (`kept.at` is one per
 * revision).
 */
export function buildWholeListAhead(
  app: FastifyInstance,
  { db, area, kept, allowed, quietMoment }: WholeListAheadOptions,
): { afterWrite: () => void } {
  // Every build started in the background, until it ends (one on start, one after each burst of writes:
  // a second may start while the first still runs), and closing waits for them.
  const running = new Set<Promise<void>>();
  const inBackground = (build: () => Promise<unknown>) => {
    const done: Promise<void> = build()
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, `building the ${area} report list ahead failed`))
      .finally(() => running.delete(done));
    running.add(done);
  };

  // On start, whether the stored copy is behind is decided before the instance is ready (two small
  // reads), so a write in its first moments cannot be taken for one made before it; the build itself
  // runs in the background. On start nobody waits for it yet: it gives way to the people logging in,
  // until one of them asks.
  app.addHook('onReady', async () => {
    try {
      const current = await revisionOf(db, area, 'reports');
      if ((await kept.storedAt(current)) || !(await allowed(current.tag))) return;
      inBackground(() => kept.at(current, quietMoment));
    } catch (error) {
      app.log.error({ err: error }, `looking at the ${area} report list on start failed`);
    }
  });

  const bringUp = async () => {
    // A list this instance does not hold is not built after a change: a restart in the morning does
    // not build every list again while the people logging in wait for the same two cores.
    if (!kept.held()) return;
    const current = await revisionOf(db, area, 'reports');
    if (await allowed(current.tag)) await kept.at(current);
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
