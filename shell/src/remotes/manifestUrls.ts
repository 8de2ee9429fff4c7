/** The URL of a file that sits next to a remote's mf-manifest.json. */
export function besideManifest(manifestUrl: string, file: string): string {
  return new URL(file, new URL(manifestUrl, window.location.href)).href;
}
