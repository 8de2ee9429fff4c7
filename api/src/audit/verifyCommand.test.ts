import path from 'node:path';
import { sql } from 'drizzle-orm';
import { allAudit } from '../../testing/audit';
import { runScript } from '../../testing/runScript';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';

jest.setTimeout(120_000);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const API = path.resolve(__dirname, '../..');

/** `npm run audit:verify` as an operator runs it, against this test's database. */
async function verify(): Promise<{ code: number; out: string }> {
  const run = await runScript('audit/verifyMain.ts', { DATABASE_URL: t.config.databaseUrl, INIT_CWD: API });
  return { code: run.status, out: run.stdout + run.stderr };
}

it('the running API seals what a request wrote, shortly after answering it', async () => {
  await t.loginAs(TEST_ADMIN.username, TEST_ADMIN.password);
  // Waits for the state an operator would see, not for a fixed time.
  for (;;) {
    const entries = await allAudit(t.db);
    if (entries.length > 0 && entries.every((entry) => entry.hash !== null)) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
});

it('npm run audit:verify passes on an intact chain and names the entry a SQL change altered', async () => {
  const intact = await verify();
  expect(intact.code).toBe(0);
  expect(intact.out).toMatch(/audit chain intact: \d+ sealed entries; head #\d+ [0-9a-f]{64}/);

  const [login] = (await allAudit(t.db)).filter((entry) => entry.action === 'login');
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(sql`UPDATE audit_entries SET actor_username = 'someone-else' WHERE id = ${login.id}`);
  });
  const broken = await verify();
  expect(broken.code).toBe(1);
  expect(broken.out).toContain(`audit chain broken at entry ${login.id} `);
});
