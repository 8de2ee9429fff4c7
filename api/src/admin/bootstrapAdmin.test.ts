import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ALL_PERMISSIONS } from '@console/contract/permissions';
import { users } from '../db/schema';
import { createTestApp, TEST_ADMIN } from '../../testing/testApp';
import { bootstrapAdmin, INITIAL_PASSWORD_FILE } from './bootstrapAdmin';

const quiet = { info() {}, warn() {} };

describe('bootstrapAdmin', () => {
  it('without ADMIN_PASSWORD generates one, writes it to DATA_DIR (0600) and it logs in', async () => {
    const t = await createTestApp({ config: { adminPassword: undefined } });
    try {
      const file = path.join(t.config.dataDir, INITIAL_PASSWORD_FILE);
      expect(t.bootstrap).toMatchObject({ created: true, passwordFile: file });
      const password = readFileSync(file, 'utf8').trim();
      expect(password).toBe(t.bootstrap.generatedPassword);
      expect(password.length).toBeGreaterThanOrEqual(24);
      expect(statSync(file).mode & 0o777).toBe(0o600);

      const token = await t.loginAs(TEST_ADMIN.username, password);
      const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: t.bearer(token) });
      expect(me.json().user).toMatchObject({ role: 'admin', section: ['Turbo', 'Forex'] });
      expect([...me.json().user.permissions].sort()).toEqual([...ALL_PERMISSIONS].sort());
    } finally {
      await t.close();
    }
  });

  it('with ADMIN_PASSWORD uses it and writes no file; later starts change nothing', async () => {
    const t = await createTestApp();
    try {
      expect(t.bootstrap).toEqual({ created: true });
      await expect(t.loginAs(TEST_ADMIN.email, TEST_ADMIN.password)).resolves.toEqual(expect.any(String));
      expect(() => statSync(path.join(t.config.dataDir, INITIAL_PASSWORD_FILE))).toThrow();

      const again = await bootstrapAdmin(
        t.db,
        { ...t.config, adminUsername: 'other', adminPassword: undefined },
        quiet,
      );
      expect(again).toEqual({ created: false });
      const [{ count }] = await t.db.select({ count: sql<number>`count(*)::int` }).from(users);
      expect(count).toBe(1);
    } finally {
      await t.close();
    }
  });
});
