import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` every `everyMs` while the app is open (first run once it is ready). A failure is logged
 * and the next run tries again; the timer never keeps the process alive on its own. Several API
 * instances may run the same task: each task must be safe to run concurrently.
 */
export function runPeriodically(
  app: FastifyInstance,
  name: string,
  everyMs: number,
  task: () => Promise<unknown>,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = task()
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
