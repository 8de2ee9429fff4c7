import {
  answeredInBrowser,
  awaitingFirstView,
  failed,
  failureOf,
  mayComeIntoBrowser,
  serverAnswered,
  streamed,
  visiting,
  working,
  type ListStatus,
} from './listStatus';

const idle: ListStatus = { kind: 'idle' };
const whole: ListStatus = { kind: 'whole' };

it('waits for the first view, then lets the list come into the browser while the server answers', () => {
  const first = visiting(idle);
  expect(first).toEqual({ kind: 'loading-first-view' });
  expect(awaitingFirstView(first)).toBe(true);
  const filling = serverAnswered(first, true);
  expect(filling).toEqual({ kind: 'filling', progress: null });
  expect(awaitingFirstView(filling)).toBe(false);
  expect(answeredInBrowser(filling)).toBe(false);
  expect(mayComeIntoBrowser(filling)).toBe(true);
  expect(streamed(filling, { loaded: 5, total: 10 })).toEqual({ kind: 'filling', progress: { loaded: 5, total: 10 } });
  // Another server answer while the list streams keeps its progress.
  const halfway = streamed(filling, { loaded: 5, total: 10 });
  expect(serverAnswered(halfway, true)).toBe(halfway);
});

it('keeps every view on the server when it says the list is too large for the browser', () => {
  const tooLarge = serverAnswered(visiting(idle), false);
  expect(tooLarge).toEqual({ kind: 'server-answered' });
  expect(mayComeIntoBrowser(tooLarge)).toBe(false);
  expect(answeredInBrowser(tooLarge)).toBe(false);
  expect(streamed(tooLarge, { loaded: 1, total: 2 })).toBe(tooLarge);
});

it('answers from the browser once whole, whatever a late server answer or a newer copy streaming behind says', () => {
  expect(answeredInBrowser(whole)).toBe(true);
  expect(mayComeIntoBrowser(whole)).toBe(true);
  expect(serverAnswered(whole, false)).toBe(whole);
  expect(streamed(whole, { loaded: 1, total: 2 })).toBe(whole);
  expect(visiting(whole)).toBe(whole);
});

it('shows a failure over where the list stands, follows it underneath, and a visit clears it', () => {
  const broken = failed(whole, 'the list could not be read');
  expect(failureOf(broken)).toBe('the list could not be read');
  expect(awaitingFirstView(broken)).toBe(false);
  expect(answeredInBrowser(broken)).toBe(true);
  const firstFailed = failed(visiting(idle), 'offline');
  expect(awaitingFirstView(firstFailed)).toBe(false);
  const laterAnswered = serverAnswered(firstFailed, true);
  expect(failureOf(laterAnswered)).toBe('offline');
  expect(mayComeIntoBrowser(laterAnswered)).toBe(true);
  expect(failed(broken, 'again')).toEqual({ kind: 'failed', message: 'again', was: whole });
  expect(working(broken)).toBe(whole);
  expect(visiting(laterAnswered)).toEqual({ kind: 'filling', progress: null });
  expect(failureOf(whole)).toBeNull();
});
