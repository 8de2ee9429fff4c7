import { rmSync } from 'node:fs';
import './testServer';

export default async function globalTeardown(): Promise<void> {
  const server = globalThis.__API_TEST_PG__;
  if (!server) return;
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
}
