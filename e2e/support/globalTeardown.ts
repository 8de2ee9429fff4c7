import { rmSync } from 'node:fs';
import { runServer } from './runServer';
import { stopServer } from './server';

export default async function globalTeardown() {
  const server = runServer();
  await stopServer(server.pid, server.dataDir);
  rmSync(server.appsDir, { recursive: true, force: true });
}
