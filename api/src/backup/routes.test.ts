import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { BACKUP_COLLECTIONS } from '@console/contract/backupRequest';
import { forexChart } from '../db/schema';
import { readOutbox } from '../../testing/mail/outbox';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';
import { backupRegistry } from './registry';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.loginAs(TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(() => t.close());

const backup = (payload: object, token = adminToken) =>
  t.app.inject({ method: 'POST', url: '/api/backup/manual-backup', headers: t.bearer(token), payload });

async function staff(role: 'user' | 'subadmin', section: string[], permissions: string[] = []) {
  const { user, password } = await t.createUser({ role, section, permissions });
  return t.loginAs(user.username, password);
}

/** Unpacks an attachment and reads one file of it. */
async function fileInArchive(content: Buffer, name: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'backup-attachment-'));
  try {
    await writeFile(path.join(dir, 'a.tar.gz'), content);
    await tar.x({ file: path.join(dir, 'a.tar.gz'), cwd: dir });
    return await readFile(path.join(dir, name), 'utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('POST /api/backup/manual-backup', () => {
  it.each([
    [{ selectedSections: [], targetEmail: 'ops@example.com' }, 'Please select at least one section.'],
    [{ targetEmail: 'ops@example.com' }, 'Please select at least one section.'],
    [{ selectedSections: ['forexchart'], targetEmail: '' }, 'Please provide email.'],
    [{ selectedSections: ['forexchart'], targetEmail: 'ops@example' }, 'Please enter a valid email.'],
    [{ selectedSections: ['users'], targetEmail: 'ops@example.com' }, 'Unknown section(s): users'],
  ])('refuses %j with 400 %s', async (payload, message) => {
    const response = await backup(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('e-mails every selected collection as one archive, saying which are not available yet', async () => {
    await t.db.insert(forexChart).values({ date: '2026-02-01', amount: '10.50' });
    const all = BACKUP_COLLECTIONS.map((c) => c.name);
    const response = await backup({ selectedSections: all, targetEmail: 'ops@example.com' });
    expect(response.statusCode).toBe(200);
    const missing = all.filter((name) => !backupRegistry.has(name));
    expect(response.json().message).toBe(
      `Backup sent to ops@example.com.${missing.length ? ` Not available yet, so not included: ${missing.join(', ')}.` : ''}`,
    );

    const mail = (await readOutbox(t.config.dataDir)).find((m) => m.to.includes('ops@example.com'))!;
    expect(mail.subject).toMatch(/^Data backup of /);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0].filename).toMatch(/^backup-.*\.tar\.gz$/);
    const manifest = JSON.parse(await fileInArchive(mail.attachments[0].content, 'manifest.json'));
    expect(manifest.collections).toContainEqual({ name: 'forexchart', rows: 1, files: 0 });
    expect(await fileInArchive(mail.attachments[0].content, 'collections/forexchart.jsonl')).toContain(
      '"amount":10.50',
    );
  });

  it('lets a subadmin back up only the collections of its sections, never the 4xChart ledger', async () => {
    const token = await staff('subadmin', ['Forex']);
    const refused = await backup({ selectedSections: ['note', 'forexnote'], targetEmail: 'sub@example.com' }, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Subadmin can only back up sections they are authorized for: note' });
    const ledger = await backup({ selectedSections: ['forexchart'], targetEmail: 'sub@example.com' }, token);
    expect(ledger.json()).toEqual({
      message: 'Subadmin can only back up sections they are authorized for: forexchart',
    });
  });

  it('needs the listing right of each collection: a Forex subadmin refused the report list cannot mail it away', async () => {
    const token = await staff('subadmin', ['Forex'], ['forex_note_listing']);
    const list = await t.app.inject({ method: 'GET', url: '/api/forexReport/all', headers: t.bearer(token) });
    expect(list.statusCode).toBe(403);
    const refused = await backup(
      { selectedSections: ['forexreport', 'forexproof'], targetEmail: 'outside@evil.example' },
      token,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message:
        'Backing up a collection needs its listing right: forexreport (forexReport_listing), forexproof (forex_proof_listing)',
    });
    expect((await readOutbox(t.config.dataDir)).filter((m) => m.to.includes('outside@evil.example'))).toEqual([]);
    const allowed = await backup({ selectedSections: ['forexnote'], targetEmail: 'sub@example.com' }, token);
    expect(allowed.statusCode).toBe(200);
  });

  it('records every request (who, which collections, to which address, when, how it ended) for the admin alone', async () => {
    const { user, password } = await t.createUser({
      role: 'subadmin',
      section: ['Turbo'],
      permissions: ['note_listing'],
    });
    const token = await t.loginAs(user.username, password);
    const before = Date.now();
    await backup({ selectedSections: ['note'], targetEmail: 'audit-sent@example.com' }, token);
    await backup({ selectedSections: ['report'], targetEmail: 'audit-refused@example.com' }, token);
    const log = await t.app.inject({ method: 'GET', url: '/api/backup/requests', headers: t.bearer(adminToken) });
    expect(log.statusCode).toBe(200);
    const mine = log.json().data.filter((r: { username: string }) => r.username === user.username);
    expect(mine).toEqual([
      {
        _id: expect.any(String),
        requestedAt: expect.any(String),
        username: user.username,
        role: 'subadmin',
        collections: ['report'],
        targetEmail: 'audit-refused@example.com',
        outcome: 'refused',
        detail: 'Backing up a collection needs its listing right: report (report_listing)',
      },
      expect.objectContaining({
        collections: ['note'],
        targetEmail: 'audit-sent@example.com',
        outcome: 'sent',
        detail: '',
      }),
    ]);
    expect(Date.parse(mine[1].requestedAt)).toBeGreaterThanOrEqual(before - 1000);
    const asSubadmin = await t.app.inject({ method: 'GET', url: '/api/backup/requests', headers: t.bearer(token) });
    expect(asSubadmin.statusCode).toBe(403);
  });

  it('refuses plain users and anonymous callers', async () => {
    const token = await staff('user', ['Turbo']);
    const refused = await backup({ selectedSections: ['note'], targetEmail: 'u@example.com' }, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Access denied. Admin or subadmin privileges required.' });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/backup/manual-backup', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});
