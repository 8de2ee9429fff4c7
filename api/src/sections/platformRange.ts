import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Whether `version` satisfies a build's @console/platform range. The ranges the builds publish are the
 * `@console/platform` entries of the remotes' package.json (`^1.2.0`, `~1.2.0`, `1.2.0`, `>=1.2.0`);
 * the shell checks them with the federation runtime's `satisfy`, which the API does not carry. These
 * few forms are all the console writes; anything else is refused as unreadable rather than guessed.
 */
export function satisfiesPlatform(version: string, range: string): boolean | 'unreadable' {
  const parts = (text: string) => {
    const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(text.trim());
    return match ? match.slice(1).map(Number) : undefined;
  };
  const have = parts(version);
  const match = /^\s*(\^|~|>=|=)?\s*(\d+\.\d+\.\d+)\s*$/.exec(range);
  const want = match && parts(match[2]);
  if (!have || !match || !want) return range.trim() === '*' ? true : 'unreadable';
  const compare = have[0] - want[0] || have[1] - want[1] || have[2] - want[2];
  switch (match[1]) {
    case '^':
      // A caret keeps the first non-zero part: ^1.2.0 is >=1.2.0 <2.0.0, ^0.3.0 is >=0.3.0 <0.4.0.
      return compare >= 0 && (want[0] > 0 ? have[0] === want[0] : have[1] === want[1]);
    case '~':
      return compare >= 0 && have[0] === want[0] && have[1] === want[1];
    case '>=':
      return compare >= 0;
    default:
      return compare === 0;
  }
}

/**
 * The platform version this console provides: what its deployed shell says at /platform.json (the
 * file the shell's build writes beside remotes.json). Read per call: a shell deploy changes it.
 */
export function providedPlatform(appsDir: string): string | undefined {
  try {
    const info = JSON.parse(readFileSync(path.join(appsDir, 'shell/dist/platform.json'), 'utf8')) as {
      platform?: unknown;
    };
    return typeof info.platform === 'string' ? info.platform : undefined;
  } catch {
    return undefined;
  }
}
