import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { satisfy } from '@module-federation/enhanced/runtime';
import { ROOT } from './apps.mjs';

/**
 * The deploy check of a remote: does the console it will run in provide the platform its build needs?
 * The console is the one at CONSOLE_URL (its shell serves /platform.json), or else a shell built from
 * this checkout. A remote the console does not satisfy would show its refusal card to everyone: "needs a
 * newer console", or "was built for an older console" for a build for a major the console moved past.
 */
export async function providedPlatform(consoleUrl = process.env.CONSOLE_URL) {
  if (consoleUrl) {
    const url = new URL('/platform.json', consoleUrl);
    const platform = await fetch(url, { cache: 'no-cache' })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`it answered ${response.status}`))))
      .then((info) => info.platform)
      .catch((error) => {
        throw new Error(`The platform version of the console could not be read from ${url}: ${error.message}`);
      });
    return { version: platform, from: `the console at ${consoleUrl}` };
  }
  const { version } = JSON.parse(readFileSync(path.join(ROOT, 'platform/package.json'), 'utf8'));
  return { version, from: 'a shell built from this checkout (platform/package.json)' };
}

/** The platform range the remote's build asks for, as its mf-manifest.json publishes it. */
export function requiredPlatform(app) {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, app, 'dist/mf-manifest.json'), 'utf8'));
  const required = manifest.shared?.find((share) => share.name === '@console/platform')?.requiredVersion;
  if (!required) throw new Error(`${app}/dist/mf-manifest.json names no @console/platform range: is it a remote?`);
  return required;
}

/** Undefined when the remote may go out; else what is wrong and what to do, in one message. */
export async function platformProblem(app, consoleUrl) {
  const required = requiredPlatform(app);
  const provided = await providedPlatform(consoleUrl);
  if (satisfy(provided.version, required)) return undefined;
  const lowest = /\d+(\.\d+){0,2}/.exec(required)?.[0];
  const card =
    lowest && satisfy(provided.version, `<${lowest}`) ? 'needs a newer console' : 'was built for an older console';
  return (
    `${app} is built for @console/platform ${required}, but ${provided.from} provides ${provided.version}. ` +
    `Its pages would show "${card}". Deploy a shell with a platform that satisfies ${required} ` +
    `first, or build ${app} for the range that console provides (the @console/platform range in ` +
    `${app}/package.json).`
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const app = process.argv[2];
  const problem = await platformProblem(app).catch((error) => error.message);
  if (problem) {
    console.error(`[check ${app}] ${problem}`);
    process.exit(1);
  }
  const provided = await providedPlatform();
  console.log(`[check ${app}] platform: needs ${requiredPlatform(app)}, ${provided.from} provides ${provided.version}`);
}
