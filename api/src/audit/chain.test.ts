import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { auditEntries } from '../db/schema';
import { audit } from './audit';
import { sealAudit, verifyChain } from './chain';
import { pruneAudit } from './prune';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const write = (n: number) =>
  t.db.transaction(async (tx) => {
    for (let i = 0; i < n; i += 1) {
      await audit(tx, null, {
        resource: 'note',
        action: 'update',
        recordId: `r${i}`,
        before: { a: i },
        after: { a: i + 1 },
      });
    }
  });

/** Drizzle wraps the database's error: the trigger's refusal is its cause. */
const REFUSED = { cause: { message: expect.stringMatching(/append-only/) } };

/** Runs SQL as someone who switched the trigger off (a superuser tampering with the table). */
const tamper = (statement: ReturnType<typeof sql>) =>
  t.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(statement);
  });

describe('the audit table', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, sealed or not', async () => {
    await write(1);
    await expect(t.db.execute(sql`UPDATE audit_entries SET action = 'x'`)).rejects.toMatchObject(REFUSED);
    await expect(t.db.execute(sql`DELETE FROM audit_entries`)).rejects.toMatchObject(REFUSED);
    await expect(t.db.execute(sql`TRUNCATE audit_entries`)).rejects.toMatchObject(REFUSED);
    await sealAudit(t.db);
    await expect(t.db.execute(sql`UPDATE audit_entries SET hash = 'x'`)).rejects.toMatchObject(REFUSED);
    await expect(t.db.execute(sql`UPDATE audit_entries SET seal_seq = NULL, hash = NULL`)).rejects.toMatchObject(
      REFUSED,
    );
  });

  it('ignores a seal brought by an insert', async () => {
    await t.db.execute(
      sql`INSERT INTO audit_entries (resource, action, hash, seal_seq) VALUES ('x', 'y', 'forged', 999)`,
    );
    const [row] = await t.db
      .execute<{ hash: string | null }>(
        sql`SELECT hash FROM audit_entries WHERE resource = 'x' ORDER BY id DESC LIMIT 1`,
      )
      .then((r) => r.rows);
    expect(row.hash).toBeNull();
  });

  it('leaves no entry when the writer rolls back', async () => {
    const count = async () => (await t.db.select().from(auditEntries)).length;
    const before = await count();
    await expect(
      t.db.transaction(async (tx) => {
        await audit(tx, null, { resource: 'note', action: 'delete', recordId: 'gone' });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await count()).toBe(before);
  });
});

describe('the chain', () => {
  it('seals in order and verifies; an entry altered by SQL is named', async () => {
    await write(5);
    await sealAudit(t.db);
    const intact = await verifyChain(t.db);
    expect(intact).toMatchObject({ ok: true, unsealed: 0 });
    expect(intact.head?.sealSeq).toBe(intact.checked);

    const [victim] = (
      await t.db.execute<{ id: string }>(sql`SELECT id FROM audit_entries ORDER BY seal_seq OFFSET 3 LIMIT 1`)
    ).rows;
    await tamper(sql`UPDATE audit_entries SET changes = '{"a":{"before":0,"after":42}}' WHERE id = ${victim.id}`);
    const broken = await verifyChain(t.db);
    expect(broken.ok).toBe(false);
    expect(broken.firstBad).toMatchObject({ id: Number(victim.id), problem: expect.stringMatching(/altered/) });
  });

  it('names the entry after a deleted one, and reports the unsealed tail', async () => {
    const fresh = await createTestApp();
    try {
      for (let i = 0; i < 4; i += 1)
        await fresh.db.transaction((tx) => audit(tx, null, { resource: 'sport', action: 'create', recordId: `s${i}` }));
      await sealAudit(fresh.db);
      const [{ id }] = (
        await fresh.db.execute<{ id: string }>(sql`SELECT id FROM audit_entries WHERE record_id = 's1'`)
      ).rows;
      await fresh.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL session_replication_role = replica`);
        await tx.execute(sql`DELETE FROM audit_entries WHERE id = ${id}`);
      });
      await fresh.db.transaction((tx) => audit(tx, null, { resource: 'sport', action: 'create', recordId: 'late' }));
      const report = await verifyChain(fresh.db);
      expect(report.ok).toBe(false);
      expect(report.firstBad?.problem).toMatch(/missing/);
      expect(report.unsealed).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it('audit:prune removes only old entries, records itself, and the chain still verifies', async () => {
    const fresh = await createTestApp();
    try {
      for (let i = 0; i < 3; i += 1)
        await fresh.db.transaction((tx) => audit(tx, null, { resource: 'sport', action: 'create', recordId: `s${i}` }));
      await sealAudit(fresh.db);
      // "Now" ten days ahead: everything so far is older than a 5-day retention.
      const { removed } = await pruneAudit(fresh.db, 5, new Date(Date.now() + 10 * 86_400_000));
      const left = await fresh.db.select().from(auditEntries);
      // The newest sealed entry stays (the chain continues from it), and the prune's own entry is added.
      expect(removed).toBe(2);
      expect(left).toHaveLength(2);
      expect(left.map((e) => e.action)).toContain('prune');
      expect(left.find((e) => e.action === 'prune')?.detail).toMatchObject({ retentionDays: 5, removed });
      expect(await verifyChain(fresh.db)).toMatchObject({ ok: true, unsealed: 0 });
    } finally {
      await fresh.close();
    }
  });
});
