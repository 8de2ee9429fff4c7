import { writesInTurn } from './writesInTurn';

/** A lazy thenable, as Drizzle's queries are: each `then` runs the write again. */
function lazyWrite(log: string[], name: string, fails = false) {
  return {
    then(resolve: (value: string) => void, reject: (error: Error) => void) {
      log.push(`start ${name}`);
      setImmediate(() => {
        log.push(`end ${name}`);
        if (fails) reject(new Error(`${name} failed`));
        else resolve(name);
      });
    },
  } as unknown as Promise<string>;
}

describe('writesInTurn', () => {
  it('runs each write once, the next started only when the one before has ended', async () => {
    const log: string[] = [];
    const writes = writesInTurn();
    for (const name of ['a', 'b', 'c']) {
      log.push(`made ${name}`);
      await writes.send(() => lazyWrite(log, name));
    }
    await writes.finished();
    expect(log).toEqual(['made a', 'start a', 'made b', 'end a', 'start b', 'made c', 'end b', 'start c', 'end c']);
  });

  it('throws a failed write from the next send, with nothing unhandled meanwhile', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const log: string[] = [];
      const writes = writesInTurn();
      await writes.send(() => lazyWrite(log, 'a', true));
      await new Promise((resolve) => setTimeout(resolve, 20));
      await expect(writes.send(() => lazyWrite(log, 'b'))).rejects.toThrow('a failed');
      expect(log).toEqual(['start a', 'end a']);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('throws the last write’s failure from finished', async () => {
    const writes = writesInTurn();
    await writes.send(() => lazyWrite([], 'a', true));
    await expect(writes.finished()).rejects.toThrow('a failed');
  });
});
