import Fastify, { type FastifyInstance } from 'fastify';
import { installWarmings, warmBeforeServing, warmUp } from './beforeServing';

let app: FastifyInstance;
let lines: Array<{ level: string; msg: string }>;

beforeEach(() => {
  lines = [];
  const stream = {
    write: (line: string) => {
      const { level, msg } = JSON.parse(line) as { level: number; msg: string };
      lines.push({ level: level >= 40 ? 'warn' : 'info', msg });
    },
  };
  app = Fastify({ logger: { level: 'info', stream } });
  installWarmings(app);
});
afterEach(() => app.close());

it('runs the warmings of every plugin at once and waits for them all', async () => {
  const order: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await app.register(async (plugin) => {
    warmBeforeServing(plugin, 'lists read', async () => {
      order.push('lists started');
      await held;
      order.push('lists done');
    });
  });
  warmBeforeServing(app, 'connections opened', async () => {
    order.push('connections started');
    // Both were started before either ended: they run at once.
    release();
  });
  await app.ready();

  expect(await warmUp(app)).toEqual(['connections opened', 'lists read']);
  expect(order).toEqual(['lists started', 'connections started', 'lists done']);
  expect(lines).toContainEqual({
    level: 'info',
    msg: expect.stringMatching(/^ready to serve in [\d.]+ s: connections opened, lists read$/),
  });
});

it('serves after the wait with a slow warming still under way, and without a failed one', async () => {
  let finish = () => {};
  let slowEnded = false;
  warmBeforeServing(app, 'slow', () =>
    new Promise<void>((resolve) => (finish = resolve)).then(() => void (slowEnded = true)),
  );
  warmBeforeServing(app, 'failing', async () => {
    throw new Error('database unreachable');
  });
  warmBeforeServing(app, 'quick', async () => undefined);
  await app.ready();

  expect(await warmUp(app, 20)).toEqual(['quick']);
  expect(lines).toContainEqual({ level: 'warn', msg: 'failing: not done before serving (database unreachable)' });
  expect(lines).toContainEqual({
    level: 'warn',
    msg: expect.stringMatching(/^serving after [\d.]+ s with warming still under way \(done: quick\)$/),
  });
  // The slow one goes on while the instance serves.
  expect(slowEnded).toBe(false);
  finish();
  await new Promise((resolve) => setImmediate(resolve));
  expect(slowEnded).toBe(true);
});

it('is ready at once when nothing warms', async () => {
  await app.ready();
  expect(await warmUp(app)).toEqual([]);
});
