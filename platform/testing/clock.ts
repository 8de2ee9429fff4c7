/**
 * Moves only the clock a page reads (`Date`) to `now`, for a test of what the date does (midnight, a
 * new month): its timers, microtasks and workers run as they do. `jest.setSystemTime` moves it on;
 * `jest.useRealTimers` puts it back.
 */
export function fakeDateOnly(now: Date): void {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
