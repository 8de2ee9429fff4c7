import Fastify, { type FastifyInstance } from 'fastify';
import { trackQuietMoments, type QuietMoment } from './quietMoments';

let app: FastifyInstance;
let quietMoment: QuietMoment;
let release: () => void = () => {};
/** Resolves once /slow is being answered. */
let entered: Promise<void>;

beforeEach(async () => {
  app = Fastify();
  quietMoment = trackQuietMoments(app);
  let enter = () => {};
  entered = new Promise((resolve) => (enter = resolve));
  app.get('/slow', () => {
    enter();
    return new Promise<string>((resolve) => (release = () => resolve('done')));
  });
  app.get('/fails', async () => {
    throw new Error('refused');
  });
  await app.ready();
});
afterEach(() => app.close());

/** Whether `promise` has settled once everything already queued has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

it('is at once when no request is being answered', async () => {
  expect(await settled(quietMoment(60_000))).toBe(true);
});

it('comes when the last request in flight has its answer', async () => {
  const slow = app.inject({ url: '/slow' });
  await entered;
  const quiet = quietMoment(60_000);
  expect(await settled(quiet)).toBe(false);
  expect((await app.inject({ url: '/fails' })).statusCode).toBe(500);
  expect(await settled(quiet)).toBe(false);
  release();
  expect((await slow).body).toBe('done');
  await quiet;
  expect(await settled(quietMoment(60_000))).toBe(true);
});

it('waits at most as long as it is told while a request stays in flight', async () => {
  const slow = app.inject({ url: '/slow' });
  await entered;
  await quietMoment(20);
  expect(await settled(quietMoment(60_000))).toBe(false);
  release();
  await slow;
});
