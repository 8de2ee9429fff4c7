import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pg from 'pg';
import type { Role } from '@console/contract/permissions';
import { bootstrapAdmin, type BootstrapResult } from '../src/admin/bootstrapAdmin';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { connectDatabase, runMigrations, type DatabaseConnection } from '../src/db';
import type { UserDto } from '@console/contract/wire';
import { fromRow, insertUser, toUserDto } from '../src/users/users';
import { testServerUrl } from './testServer';

export const TEST_ADMIN = {
  username: 'admin',
  email: 'admin@example.com',
  password: 'Test-Admin-Password-1',
} as const;

export interface TestAppOptions {
  /** Merged over the test defaults; e.g. `{ adminPassword: undefined }` to make bootstrap generate one. */
  config?: Partial<Config>;
  /** Extra routes or plugins, registered after the app's own and before it is ready. */
  register?: (app: FastifyInstance) => void | Promise<void>;
  /** Fastify logger; off unless asked for. */
  logger?: FastifyServerOptions['logger'];
}

export interface NewTestUser {
  role?: Role;
  section?: string[];
  permissions?: string[];
  username?: string;
  email?: string;
  password?: string;
}

export interface TestApp {
  app: FastifyInstance;
  db: DatabaseConnection['db'];
  pool: DatabaseConnection['pool'];
  config: Config;
  /** What bootstrapAdmin did on this fresh database. */
  bootstrap: BootstrapResult;
  /** Logs in by username, or by e-mail when the identifier contains @; returns the token. Throws unless 200. */
  loginAs: (identifier: string, password: string) => Promise<string>;
  /** `{ authorization: 'Bearer <token>' }`, for inject's headers. */
  bearer: (token: string) => { authorization: string };
  /** Inserts a user straight into the database (default: role user, section Turbo, no permissions). */
  createUser: (user?: NewTestUser) => Promise<{ user: UserDto; password: string }>;
  close: () => Promise<void>;
}

async function onServer<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testServerUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A complete API on a fresh database of its own (random name on the run's test server): migrated,
 * admin bootstrapped with TEST_ADMIN, not listening (use `app.inject`). Always `close()` it.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = `test_${randomBytes(8).toString('hex')}`;
  await onServer((client) => client.query(`CREATE DATABASE ${database}`));
  const url = new URL(testServerUrl());
  url.pathname = `/${database}`;

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-test-data-'));
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    databaseUrl: url.toString(),
    adminUsername: TEST_ADMIN.username,
    adminEmail: TEST_ADMIN.email,
    adminPassword: TEST_ADMIN.password,
    // Tests must not depend on whether the front end happens to be built.
    appsDir: path.join(dataDir, 'no-apps'),
    // No build in the background between a test's steps: wholeListAhead.test.ts turns it on.
    wholeListAhead: false,
    ...options.config,
  };

  const connection = connectDatabase(config.databaseUrl!, console, { maxConnections: 4 });
  let app: FastifyInstance | undefined;
  const close = async () => {
    await app?.close();
    await connection.close();
    await onServer((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await runMigrations(connection.pool);
    const bootstrap = await bootstrapAdmin(connection.db, config, { info() {}, warn() {} });
    app = await buildApp({ config, db: connection.db, pool: connection.pool, logger: options.logger ?? false });
    await options.register?.(app);
    await app.ready();
    const ready = app;

    let userCount = 0;
    return {
      app: ready,
      db: connection.db,
      pool: connection.pool,
      config,
      bootstrap,
      bearer: (token) => ({ authorization: `Bearer ${token}` }),
      async loginAs(identifier, password) {
        const field = identifier.includes('@') ? 'email' : 'username';
        const response = await ready.inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: { [field]: identifier, password },
        });
        if (response.statusCode !== 200) {
          throw new Error(`login as ${identifier} failed: ${response.statusCode} ${response.body}`);
        }
        return response.json().token as string;
      },
      async createUser(user = {}) {
        userCount += 1;
        const username = user.username ?? `user${userCount}_${randomBytes(3).toString('hex')}`;
        const password = user.password ?? `Pw-${randomBytes(9).toString('base64url')}`;
        const row = await insertUser(connection.db, {
          username,
          email: user.email ?? `${username}@example.com`,
          password,
          role: user.role ?? 'user',
          sections: user.section ?? ['Turbo'],
          permissions: user.permissions ?? [],
        });
        return { user: toUserDto(fromRow(row)), password };
      },
      close,
    };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

/** A test app and the bootstrapped admin's bearer headers: what most API suites start from. */
export async function createAdminTestApp(
  options: TestAppOptions = {},
): Promise<{ t: TestApp; admin: { authorization: string } }> {
  const t = await createTestApp(options);
  return { t, admin: t.bearer(await t.loginAs(TEST_ADMIN.username, TEST_ADMIN.password)) };
}
