import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * What a section's team does outside the console, for the deploy tests: a copy of the repository, an
 * edit, a production build of one remote from the copy, and a static host of its own for the build on
 * another origin, with CORS.
 */
const ROOT = path.resolve(__dirname, '../..');
const WORKSPACES = ['contract', 'platform', 'shared-kit', 'area-kit', 'remote-forex', 'remote-turbo'];

/**
 * A team's copy of the repository: the sources of the packages a remote compiles in and the remotes,
 * with a node_modules whose workspace links point into the copy (everything else is the checkout's).
 */
export function copyRepository(): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'console-forex-team-'));
  const sources = (source: string) => !/[/\\](node_modules|dist)([/\\]|$)/.test(source);
  for (const file of readdirSync(ROOT).filter((name) => /^(rspack\..*\.ts|package\.json|tsconfig\.json)$/.test(name)))
    cpSync(path.join(ROOT, file), path.join(copy, file));
  for (const folder of ['scripts', ...WORKSPACES])
    cpSync(path.join(ROOT, folder), path.join(copy, folder), { recursive: true, filter: sources });
  mkdirSync(path.join(copy, 'node_modules/@console'), { recursive: true });
  for (const entry of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry === '.cache' || entry === '@console' || existsSync(path.join(ROOT, entry, 'package.json'))) continue;
    symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(copy, 'node_modules', entry));
  }
  for (const folder of WORKSPACES) {
    const name = JSON.parse(readFileSync(path.join(copy, folder, 'package.json'), 'utf8')).name as string;
    symlinkSync(path.join(copy, folder), path.join(copy, 'node_modules', name));
  }
  return copy;
}

export function edit(file: string, change: (text: string) => string) {
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`${file} did not change`);
  writeFileSync(file, after);
}

/**
 * Builds `remote` in the copy (its dist/ stays, for the deploy check) and returns a copy of the build
 * in a folder of its own, so a later build of the same remote does not replace what is being served.
 */
export function buildRemote(copy: string, remote: string): string {
  const built = spawnSync(
    path.join(copy, 'node_modules/.bin/rspack'),
    ['build', '--config-loader', 'jiti', '--mode', 'production'],
    {
      cwd: path.join(copy, remote),
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    },
  );
  if (built.status !== 0) throw new Error(`the build of ${remote} failed:\n${built.stdout}\n${built.stderr}`);
  const own = mkdtempSync(path.join(copy, `${remote}-build-`));
  cpSync(path.join(copy, remote, 'dist'), path.join(own, 'dist'), { recursive: true });
  return path.join(own, 'dist');
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.html': 'text/html',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** A static host of a team's own, on another origin, with CORS for the console. */
export async function serveFolder(folder: string): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    const file = path.join(folder, decodeURIComponent(new URL(request.url!, 'http://x').pathname));
    if (!file.startsWith(folder) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'access-control-allow-origin': '*',
      'cache-control': 'no-cache',
    });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

export function stopServing(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
