import { answerCache } from './answerCache';

describe('answers kept per revision', () => {
  it('computes once per key and tag, shares a computation in progress, and computes again for a new tag', async () => {
    const kept = answerCache<string>(10);
    let computed = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const compute = async () => {
      computed += 1;
      await gate;
      return `answer ${computed}`;
    };
    const asked = [kept('t1', 'k', compute), kept('t1', 'k', compute), kept('t1', 'k', compute)];
    release();
    expect(await Promise.all(asked)).toEqual(['answer 1', 'answer 1', 'answer 1']);
    expect(await kept('t1', 'k', compute)).toBe('answer 1');
    expect(await kept('t2', 'k', compute)).toBe('answer 2');
    expect(await kept('t2', 'other', compute)).toBe('answer 3');
  });

  it('keeps no failure: the next ask computes again', async () => {
    const kept = answerCache<string>(10);
    await expect(kept('t', 'k', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(await kept('t', 'k', async () => 'recovered')).toBe('recovered');
  });

  it('keeps at most its limit, dropping the least recently used', async () => {
    const kept = answerCache<string>(2);
    let computed = 0;
    const compute = async () => `answer ${++computed}`;
    await kept('t', 'a', compute);
    await kept('t', 'b', compute);
    await kept('t', 'a', compute); // a used again: b is now the oldest
    await kept('t', 'c', compute); // b goes
    expect(await kept('t', 'a', compute)).toBe('answer 1');
    expect(await kept('t', 'b', compute)).toBe('answer 4');
  });
});
