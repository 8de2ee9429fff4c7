import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The front-end apps the API serves, each built by its own rspack config. */
export const APPS = ['shell', 'remote-turbo', 'remote-forex', 'remote-admin'];

const STAMP = '.build-stamp';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // tsc -b's declarations (.tsbuild) are no source of a build.
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === '.tsbuild') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** The workspace packages compiled into (or shared by) the apps: a change to one rebuilds every app. */
const PACKAGES = ['contract', 'platform', 'shared-kit', 'area-kit'];

/** An app needs a build when its dist is missing or older than its sources, the packages' or the rspack configs. */
export function needsBuild(app) {
  const stamp = path.join(ROOT, app, 'dist', STAMP);
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  const sources = [
    path.join(ROOT, app, 'src'),
    path.join(ROOT, app, 'public'),
    // The whole package: its package.json (sideEffects, exports, version) shapes the build too.
    ...PACKAGES.map((name) => path.join(ROOT, name)),
  ];
  const configs = [
    ...readdirSync(ROOT)
      .filter((file) => /^rspack\..*\.ts$/.test(file))
      .map((file) => path.join(ROOT, file)),
    path.join(ROOT, app, 'rspack.config.ts'),
    path.join(ROOT, app, 'package.json'),
  ];
  return (
    sources.some((dir) => existsSync(dir) && newestMtime(dir) > built) ||
    configs.some((file) => statSync(file).mtimeMs > built)
  );
}

/**
 * rspack's config loader: jiti, on every Node. The configs compile each section's route manifest from
 * its sources (extensionless imports, TypeScript-only syntax), which Node's own type stripping (22.18 and
 * later) cannot load; rspack would try it first and warn (MODULE_TYPELESS_PACKAGE_JSON) before falling back.
 */
export const RSPACK_CONFIG_LOADER = ['--config-loader', 'jiti'];

export function buildApp(app) {
  console.log(`[build] ${app}`);
  const rspack = path.join(ROOT, 'node_modules', '.bin', 'rspack');
  const result = spawnSync(rspack, ['build', ...RSPACK_CONFIG_LOADER, '--mode', 'production'], {
    cwd: path.join(ROOT, app),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`the build of ${app} failed`);
  writeFileSync(path.join(ROOT, app, 'dist', STAMP), new Date().toISOString());
}

/** Builds whatever is missing or stale; a fresh clone builds everything once. */
export function ensureBuilt({ force = false } = {}) {
  for (const app of APPS) if (force || needsBuild(app)) buildApp(app);
}

/**
 * For tests and benchmarks: build under a machine-wide lock (several runs may share this checkout),
 * then copy the built apps to a folder of their own, so a later rebuild cannot change what a running
 * server serves. Returns that folder, to pass as APPS_DIR.
 */
export function snapshotBuiltApps() {
  const lock = path.join(os.tmpdir(), 'console-build.lock');
  const appsDir = mkdtempSync(path.join(os.tmpdir(), 'console-apps-'));
  const built = spawnSync(
    'flock',
    [lock, process.execPath, path.join(ROOT, 'scripts', 'build.mjs'), '--snapshot-to', appsDir],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  if (built.status !== 0) throw new Error('the apps could not be built');
  return appsDir;
}

/** Copies every app's dist into `appsDir/<app>/dist`. */
export function copyBuiltApps(appsDir) {
  for (const app of APPS) cpSync(path.join(ROOT, app, 'dist'), path.join(appsDir, app, 'dist'), { recursive: true });
}
