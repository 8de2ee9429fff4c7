import Fastify, { type FastifyInstance } from 'fastify';
import { trackQuietMoments, type QuietMoment } from './quietMoments';

let app: FastifyInstance;
let quietMoment: QuietMoment;
let release: () => void = () => {};
/** Resolves once /slow is being answered. */
let entered: Promise<void>;

beforeEach(async () => {
  app = Fastify();
  // No core to spare while any request is in flight (as on one core).
  quietMoment = trackQuietMoments(app, { spareAt: 0 });
  let enter = () => {};
  entered = new Promise((resolve) => (enter = resolve));
  app.get('/slow', () => {
    enter();
    return new Promise<string>((resolve) => (release = () => resolve('done')));
  });
  app.get('/fails', async () => {
    throw new Error('refused');
  });
  app.get('/quick', async () => 'ok');
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

describe('a lull', () => {
  let lulled: FastifyInstance;
  const withLull = async (lullMs: number) => {
    lulled = Fastify();
    const moment = trackQuietMoments(lulled, { lullMs, spareAt: 0 });
    lulled.get('/quick', async () => 'ok');
    await lulled.ready();
    return moment;
  };
  afterEach(() => lulled.close());

  it('does not come while calls follow one another, each answered at once', async () => {
    // A lull longer than the test: the count of requests in flight touches zero between the calls (as
    // between one script's saves, or one page's calls), and that is not yet a quiet moment.
    const moment = await withLull(600_000);
    expect((await lulled.inject({ url: '/quick' })).body).toBe('ok');
    const quiet = moment(600_000);
    expect(await settled(quiet)).toBe(false);
    for (let n = 0; n < 5; n += 1) {
      expect((await lulled.inject({ url: '/quick' })).body).toBe('ok');
      expect(await settled(quiet)).toBe(false);
    }
    // What it waits at most still holds.
    await moment(10);
  });

  it('comes once the last answer is a lull behind, and at once after that', async () => {
    const lullMs = 30;
    const moment = await withLull(lullMs);
    // The lull runs from the response's end, which comes between these two: timed from the ask, since
    // inject resolves some turns after that end (2.2 ms later once under CI's load).
    const asked = performance.now();
    expect((await lulled.inject({ url: '/quick' })).body).toBe('ok');
    await moment(600_000);
    expect(performance.now() - asked).toBeGreaterThanOrEqual(lullMs - 2);
    expect(await settled(moment(600_000))).toBe(true);
  });
});

it('is quiet while the requests in flight leave a core to spare, and not once they do not', async () => {
  const spared = Fastify();
  try {
    const moment = trackQuietMoments(spared, { spareAt: 1, lullMs: 0 });
    const releases: Array<() => void> = [];
    let entered = () => {};
    spared.get('/slow', () => {
      entered();
      return new Promise<string>((resolve) => releases.push(() => resolve('done')));
    });
    await spared.ready();
    const enter = () => new Promise<void>((resolve) => (entered = resolve));
    let inside = enter();
    const one = spared.inject({ url: '/slow' });
    await inside;
    // One request in flight on two cores: one to spare.
    expect(await settled(moment(600_000))).toBe(true);
    inside = enter();
    const two = spared.inject({ url: '/slow' });
    await inside;
    const quiet = moment(600_000);
    expect(await settled(quiet)).toBe(false);
    releases[0]();
    expect((await one).body).toBe('done');
    await quiet;
    releases[1]();
    expect((await two).body).toBe('done');
  } finally {
    await spared.close();
  }
});
