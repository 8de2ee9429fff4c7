import os from 'node:os';
import { bootstrapAdmin } from '../admin/bootstrapAdmin';
import { loadConfig } from '../config';
import { connectDatabase, runMigrations, type DatabaseConnection } from '../db';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded';
import { loadCatchBy } from '../reports/catchBy';
import { SeedRefused, seedDemo } from './seedDemo';
import { parseSeedCommand, type SeedCommand } from './seedOptions';
import { vacuumInLanes } from './vacuumInLanes';

/**
 * `npm run seed:demo`: a living console for newcomers, demos, the e2e tests and benchmarks. It starts
 * the database as the API does (the embedded PostgreSQL of DATA_DIR, which must not be running, or
 * DATABASE_URL), runs the migrations, creates the admin as a first start would, then seeds.
 */
async function main(): Promise<void> {
  // npm runs workspace scripts inside api/; paths and the default DATA_DIR mean where npm was started.
  process.chdir(process.env.INIT_CWD ?? process.cwd());
  let command: SeedCommand;
  try {
    command = parseSeedCommand(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  let connection: DatabaseConnection | undefined;
  const started = Date.now();
  try {
    const catchBy = await loadCatchBy(config.catchByFile);
    if (!config.databaseUrl) {
      embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.pgPort, log: console }).catch(
        (error) => {
          throw new SeedRefused(
            `cannot start the database in ${config.dataDir} (${(error as Error).message}); stop the console first, or set DATABASE_URL`,
          );
        },
      );
    }
    connection = connectDatabase(config.databaseUrl ?? embedded!.url, console);
    await runMigrations(connection.pool);
    await bootstrapAdmin(connection.db, config, { info: console.log, warn: console.log });
    console.log(`seeding ${config.databaseUrl ? 'DATABASE_URL' : `the embedded database in ${config.dataDir}`}...`);
    const summary = await seedDemo(connection.db, {
      storage: config,
      sizes: command.sizes,
      password: command.password,
      adminUsername: config.adminUsername,
      catchBy,
      seed: command.seed,
      log: (line) => console.log(`  ${line}`),
    });
    // Fresh statistics and visibility maps for every table the seed filled, the ones its triggers keep
    // (report_search, report_sort, proof_filter, …) as much as the lists: counts and totals read indexes
    // alone from the first visit on, and no autovacuum of millions of rows starts while people work
    // (with only the lists vacuumed, the first minutes after a start at 1,000,000 ran beside three).
    await vacuumInLanes(connection.pool, os.availableParallelism());
    console.log(
      `done in ${((Date.now() - started) / 1000).toFixed(1)} s. Demo accounts (password ${command.password}${command.generatedPassword ? ', generated: note it now' : ''}):`,
    );
    for (const user of summary.users) {
      console.log(
        `  ${user.username.padEnd(8)} ${user.role.padEnd(9)} ${user.purpose}${user.created ? '' : ' (already existed: left as it was)'}`,
      );
    }
    console.log(
      `  ${config.adminUsername.padEnd(8)} admin     every right (its password: ADMIN_PASSWORD or ${config.dataDir}/initial-admin-password)`,
    );
    console.log('Start the console with npm start and log in.');
  } catch (error) {
    console.error(
      `seed:demo: ${error instanceof SeedRefused ? error.message : ((error as Error).stack ?? String(error))}`,
    );
    process.exitCode = 1;
  } finally {
    await connection?.close();
    await embedded?.stop();
  }
}

void main();
