/**
 * Runs at most `limit` of the tasks given at once; the others wait, first come first served. For work
 * that gains nothing from more at once than there are cores, and loses to it (a password check's memory
 * evicted from the caches by the next one's, auth/passwords.ts).
 */
export function atMost(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`atMost needs a whole number of at least 1, not ${limit}`);
  let running = 0;
  const waiting: Array<() => void> = [];
  // A task that ends hands its place to the first waiting one, so none that comes meanwhile slips in.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
