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
