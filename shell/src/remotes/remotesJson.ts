/** The deploy-time remotes.json: each remote's federation name -> the URL of its mf-manifest.json. */
export type RemoteManifestUrls = Readonly<Record<string, string>>;

let reading: Promise<RemoteManifestUrls> | undefined;

async function readRemotesJson(): Promise<RemoteManifestUrls> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const urls: unknown = await response.json();
  if (!urls || typeof urls !== 'object' || Object.values(urls).some((url) => typeof url !== 'string'))
    throw new Error('remotes.json is not a map of remote names to manifest URLs');
  return urls as RemoteManifestUrls;
}

/** Read once per page load; a failure is forgotten so the next caller tries again. */
export function remoteManifestUrls(): Promise<RemoteManifestUrls> {
  reading ??= readRemotesJson().catch((error) => {
    reading = undefined;
    throw error;
  });
  return reading;
}

/** The URL of a file that sits next to a remote's mf-manifest.json. */
export function besideManifest(manifestUrl: string, file: string): string {
  return new URL(file, new URL(manifestUrl, window.location.href)).href;
}
