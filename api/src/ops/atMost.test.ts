import { atMost } from './atMost';

/** A task that records when it ran and ends when told to. */
function controlled() {
  const started: number[] = [];
  const ends = new Map<number, () => void>();
  const task = (n: number) => () =>
    new Promise<number>((resolve) => {
      started.push(n);
      ends.set(n, () => resolve(n));
    });
  return { started, end: (n: number) => ends.get(n)!(), task };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('atMost', () => {
  it('runs no more than its limit at once, the waiting ones in the order they came', async () => {
    const run = atMost(2);
    const { started, end, task } = controlled();
    const results = [1, 2, 3, 4].map((n) => run(task(n)));
    await settle();
    expect(started).toEqual([1, 2]);
    end(2);
    await settle();
    expect(started).toEqual([1, 2, 3]);
    end(1);
    await settle();
    expect(started).toEqual([1, 2, 3, 4]);
    end(3);
    end(4);
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4]);
  });

  it('gives a freed place to the one waiting, whenever a newcomer comes as it is freed', async () => {
    // A newcomer a few microtasks after a task ends: at some of those moments the place is free and the
    // waiting task has not started yet.
    for (let newcomerAfter = 0; newcomerAfter < 8; newcomerAfter += 1) {
      const run = atMost(1);
      let running = 0;
      let most = 0;
      const task = (until: Promise<void>) => async () => {
        running += 1;
        most = Math.max(most, running);
        await until;
        running -= 1;
      };
      let endFirst = () => {};
      const first = run(task(new Promise<void>((resolve) => (endFirst = resolve))));
      const waiting = run(task(Promise.resolve()));
      await settle();
      endFirst();
      for (let tick = 0; tick < newcomerAfter; tick += 1) await Promise.resolve();
      const newcomer = run(task(Promise.resolve()));
      await Promise.all([first, waiting, newcomer]);
      expect({ newcomerAfter, most }).toEqual({ newcomerAfter, most: 1 });
    }
  });

  it('lets the next one run when a task fails, and passes the failure on', async () => {
    const run = atMost(1);
    const failed = run(() => Promise.reject(new Error('no')));
    const after = run(() => Promise.resolve('yes'));
    await expect(failed).rejects.toThrow('no');
    await expect(after).resolves.toBe('yes');
  });

  it('refuses a limit that would run nothing', () => {
    expect(() => atMost(0)).toThrow(RangeError);
    expect(() => atMost(1.5)).toThrow(RangeError);
  });
});
