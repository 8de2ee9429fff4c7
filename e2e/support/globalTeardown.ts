import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stopServer } from './server';

export default async function globalTeardown() {
  const file = path.join(__dirname, '.server.json');
  const server = JSON.parse(readFileSync(file, 'utf8'));
  await stopServer(server.pid, server.dataDir);
  rmSync(server.appsDir, { recursive: true, force: true });
  rmSync(file, { force: true });
}
