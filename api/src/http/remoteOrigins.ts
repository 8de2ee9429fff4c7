import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The origins of the remotes in the deployed `remotes.json` (name -> URL of a remote's mf-manifest.json):
 * a remote served from another host must be allowed by the console's Content-Security-Policy, and teams
 * deploy a remote by editing that file alone, without restarting the API. Read again whenever the file
 * changes: its modification time is checked on every request (a stat, microseconds), so the page loaded
 * right after a deploy already allows the new origin. Relative URLs are this origin.
 */
export function remoteOriginsOf(appsDir: string, onProblem: (message: string) => void = () => undefined) {
  const file = path.join(appsDir, 'shell/dist/remotes.json');
  let origins: string[] = [];
  let seenVersion = '';

  function read(): string[] {
    try {
      const entries = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const found = new Set<string>();
      for (const [name, url] of Object.entries(entries)) {
        if (typeof url !== 'string') continue;
        try {
          const { origin, protocol } = new URL(url, 'relative:/');
          if (protocol === 'https:' || protocol === 'http:') found.add(origin);
        } catch {
          onProblem(`remotes.json: the URL of ${name} is not a URL, so its origin is not allowed`);
        }
      }
      return [...found];
    } catch {
      return [];
    }
  }

  return (): string[] => {
    const info = statSync(file, { throwIfNoEntry: false });
    const version = info ? `${info.mtimeMs}:${info.size}` : 'none';
    if (version !== seenVersion) {
      seenVersion = version;
      origins = info ? read() : [];
    }
    return origins;
  };
}
