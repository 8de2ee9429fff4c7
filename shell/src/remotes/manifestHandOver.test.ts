import { fakeApi } from '@console/platform/testing';
import manifestHandOver from './manifestHandOver';
import { checkPlatform } from './platformCheck';

const MANIFEST = '/remotes/forex/mf-manifest.json';
const BODY = { name: 'remote_forex', shared: [{ name: '@console/platform', requiredVersion: '^1.0.0' }] };

type FetchHook = NonNullable<ReturnType<typeof manifestHandOver>['fetch']>;
const runtimeFetch = (url: string) => (manifestHandOver().fetch as FetchHook)(url, {});

let server: ReturnType<typeof fakeApi>;
beforeEach(() => {
  server = fakeApi({ [`GET ${MANIFEST}`]: { body: BODY } });
});
afterEach(() => server.restore());

describe("a remote's manifest, read once for the platform check and the federation runtime", () => {
  it('hands the runtime the copy the check read, without a second request', async () => {
    await checkPlatform('remote_forex', MANIFEST, '1.0.0');
    // The runtime asks by the absolute URL of what remotes.json names by path.
    const response = await runtimeFetch(new URL(MANIFEST, window.location.href).href);
    expect(response).toBeInstanceOf(Response);
    await expect((response as Response).json()).resolves.toEqual(BODY);
    expect(server.calls.filter((call) => call.path.endsWith('mf-manifest.json'))).toHaveLength(1);
  });

  it('hands it over once: a later load (a retry) reads the network again', async () => {
    await checkPlatform('remote_forex', MANIFEST, '1.0.0');
    await runtimeFetch(MANIFEST);
    expect(await runtimeFetch(MANIFEST)).toBeUndefined();
  });

  it('has nothing for a manifest the check did not read', async () => {
    expect(await runtimeFetch('/remotes/turbo/mf-manifest.json')).toBeUndefined();
  });
});
