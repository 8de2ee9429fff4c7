import type { FastifyInstance } from 'fastify';

/**
 * How long an instance waits for its warming before it serves anyway: at 1,000,000 reports per area on a
 * cold machine the count lanes' reading and the month's dashboard take several seconds; a database far
 * slower than that must not keep the instance from answering at all. What is not done by then goes on
 * while it serves.
 */
export const WARM_WAIT_MS = 15_000;

interface Warming {
  name: string;
  work: () => Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The work `warmUp` runs before the instance serves (warmBeforeServing). */
    warmings: Warming[];
  }
}

/**
 * Gives `app` (the root instance, before any plugin that warms) the list of its warmings: one list,
 * which every plugin registered after it adds to through its own instance.
 */
export function installWarmings(app: FastifyInstance): void {
  app.decorate('warmings', [] as Warming[]);
}

/**
 * Work an instance does once, after it is ready and before it takes its first request (main.ts calls
 * `warmUp` before `listen`): what the first people after a start would otherwise wait for, or compete
 * with for the cores, such as connections opened, pages read and figures counted ahead. Tests that
 * build the app without serving it do none of it.
 */
export function warmBeforeServing(app: FastifyInstance, name: string, work: () => Promise<unknown>): void {
  app.warmings.push({ name, work });
}

/**
 * Runs every warming of `app` at once and waits for them, `waitMs` at most. A warming that fails is
 * logged and the instance serves without it (each only does ahead of time what requests would do on
 * their own). Resolves with the names of those done in time.
 */
export async function warmUp(app: FastifyInstance, waitMs = WARM_WAIT_MS): Promise<string[]> {
  const started = performance.now();
  const done: string[] = [];
  const all = app.warmings.map(({ name, work }) =>
    work().then(
      () => void done.push(name),
      (error: Error) => app.log.warn(`${name}: not done before serving (${error.message})`),
    ),
  );
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([Promise.all(all), late]);
  clearTimeout(timer);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const inTime = [...done];
  if (inTime.length === all.length) app.log.info(`ready to serve in ${seconds} s: ${inTime.join(', ')}`);
  else app.log.warn(`serving after ${seconds} s with warming still under way (done: ${inTime.join(', ') || 'none'})`);
  return inTime;
}
