import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Role } from '@console/contract/permissions';
import { connectDatabase, insertUser } from 'api/testing';
import { runServer } from './runServer';

/**
 * Puts a user straight into the running product's database through the API's own data layer (the
 * user-management screens are tested through the browser in their own suite).
 */
export async function createUser(user: {
  username: string;
  email: string;
  password: string;
  role: Role;
  section: string[];
  permissions: string[];
}): Promise<void> {
  const { dataDir, pgPort } = runServer();
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/console`;
  const connection = connectDatabase(url, console);
  try {
    await insertUser(connection.db, { ...user, sections: user.section });
  } finally {
    await connection.close();
  }
}
