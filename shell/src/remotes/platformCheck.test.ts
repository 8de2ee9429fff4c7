import { fakeApi } from '@console/platform/testing';
import { checkPlatform } from './platformCheck';
import { PlatformMismatchError, SectionUnavailableError } from './sectionFailure';

const MANIFEST = '/remotes/forex/mf-manifest.json';

let server: ReturnType<typeof fakeApi>;
afterEach(() => server.restore());

const serveManifest = (requiredVersion: string) => {
  server = fakeApi({
    [`GET ${MANIFEST}`]: {
      body: {
        shared: [
          { name: 'react', requiredVersion: '^19.0.0' },
          { name: '@console/platform', requiredVersion },
        ],
      },
    },
  });
};

describe("the platform check before a remote's code loads", () => {
  it('lets through a remote whose range the console’s platform satisfies', async () => {
    serveManifest('^1.0.0');
    await expect(checkPlatform('forex', MANIFEST, '1.2.0')).resolves.toBeUndefined();
  });

  it('refuses a remote built for a newer platform, saying which versions', async () => {
    serveManifest('^1.3.0');
    const refusal = checkPlatform('forex', MANIFEST, '1.2.0');
    await expect(refusal).rejects.toBeInstanceOf(PlatformMismatchError);
    await expect(refusal).rejects.toMatchObject({ remote: 'forex', required: '^1.3.0', provided: '1.2.0' });
  });

  it('refuses a remote built for another major version', async () => {
    serveManifest('^2.0.0');
    await expect(checkPlatform('forex', MANIFEST, '1.9.0')).rejects.toBeInstanceOf(PlatformMismatchError);
  });

  it('refuses a remote built for an earlier major version (^1 on a 2.x console), saying which versions', async () => {
    serveManifest('^1.1.0');
    const refusal = checkPlatform('turbo', MANIFEST, '2.0.0');
    await expect(refusal).rejects.toBeInstanceOf(PlatformMismatchError);
    await expect(refusal).rejects.toMatchObject({ remote: 'turbo', required: '^1.1.0', provided: '2.0.0' });
  });

  it('reports a manifest that does not arrive as a load failure', async () => {
    server = fakeApi({ [`GET ${MANIFEST}`]: 'network-error' });
    await expect(checkPlatform('forex', MANIFEST, '1.0.0')).rejects.toBeInstanceOf(SectionUnavailableError);
  });
});
