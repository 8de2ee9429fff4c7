import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm run bench`: runs every `*.bench.ts` in this folder (or those named on the command line) and
 * prints their figures next to their goals. Benchmarks print; they never fail a test run.
 */
async function main() {
  const wanted = process.argv.slice(2);
  const files = readdirSync(__dirname)
    .filter((f) => f.endsWith('.bench.ts'))
    .filter((f) => wanted.length === 0 || wanted.some((w) => f.includes(w)))
    .sort();
  for (const file of files) {
    console.log(`\n== ${file}`);
    const bench = (await import(path.join(__dirname, file))) as { default: () => Promise<void> };
    await bench.default();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
