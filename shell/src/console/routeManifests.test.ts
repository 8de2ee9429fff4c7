import { fetchRouteManifest, MANIFEST_WAIT_MS } from './routeManifests';
import { TEST_MANIFESTS } from '../../testing/testManifests';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.useRealTimers();
});

/** A server that takes the request and never answers (until the browser gives up on it). */
function neverAnswering(): typeof fetch {
  return (_input, init) =>
    new Promise((_resolve, reject) =>
      init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error)),
    );
}

describe('fetchRouteManifest', () => {
  it('gives up on a manifest that never answers, saying so, so its section can fail and be retried', async () => {
    jest.useFakeTimers();
    globalThis.fetch = neverAnswering();
    const reading = fetchRouteManifest('/remotes/turbo/mf-manifest.json');
    const outcome = expect(reading).rejects.toThrow('routes.json did not answer within 15 s');
    await jest.advanceTimersByTimeAsync(MANIFEST_WAIT_MS);
    await outcome;
  });

  it('reads a manifest that answers, and leaves no timer behind', async () => {
    jest.useFakeTimers();
    globalThis.fetch = async () =>
      new Response(JSON.stringify(TEST_MANIFESTS.turbo), { headers: { 'content-type': 'application/json' } });
    await expect(fetchRouteManifest('/remotes/turbo/mf-manifest.json')).resolves.toEqual(TEST_MANIFESTS.turbo);
    expect(jest.getTimerCount()).toBe(0);
  });
});
