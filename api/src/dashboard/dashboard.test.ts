import {
  AREA_OF,
  areaStatsPath,
  DASHBOARD_AREA_KEYS,
  LIST_KEYS,
  listRight,
  listsParam,
  nameOrUnknown,
  statsPath,
  type DashboardArea,
  type ListKey,
} from '@console/contract/dashboard';
import { eq, sql } from 'drizzle-orm';
import { notes, proofs, proofTypes, reports, sports, whitelabels } from '../db/schema';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';
import { GOLDEN_RANGES, seedGoldenConsole } from './goldens/goldenConsole';
import golden from './goldens/goldenStats.json';

// Seeding 12,000 records into a fresh database on a busy machine: jest ignores the project's testTimeout.
jest.setTimeout(120_000);
let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  await seedGoldenConsole(t.db, t.config.dataDir);
  admin = t.bearer(await t.loginAs(TEST_ADMIN.username, TEST_ADMIN.password));
});
afterAll(() => t?.close());

/** The headers of a new member of staff with these sections and rights, logged in. */
async function signedIn(section: string[], permissions: string[]) {
  const { user, password } = await t.createUser({ section, permissions });
  return t.bearer(await t.loginAs(user.username, password));
}

const figures = async (area: DashboardArea, list: ListKey, start = '', end = '', headers = admin) => {
  const search = new URLSearchParams({ start, end });
  const response = await t.app.inject({ url: `/api/${statsPath(area, list)}?${search}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe.each(DASHBOARD_AREA_KEYS)('%s dashboard figures', (area) => {
  const expected = golden[area];

  it.each(GOLDEN_RANGES.map(([start, end], n) => [start || '(empty)', end || '(empty)', n]))(
    'for %s to %s are exactly those the page counted from the whole lists',
    async (_start, _end, n) => {
      const { start, end, proofs, reports, notes } = expected.ranges[n];
      expect(await figures(area, 'proofs', start, end)).toEqual(proofs);
      expect(await figures(area, 'reports', start, end)).toEqual(reports);
      expect(await figures(area, 'notes', start, end)).toEqual({ count: notes });
    },
  );

  it('counts the whole catalogue whatever the dates', async () => {
    for (const list of ['whitelabels', 'prooftypes', 'sports'] as const)
      expect(await figures(area, list, '2026-06-01', '2026-06-15')).toEqual({ count: expected[list] });
  });

  it('counts every record when a date cannot be read, as when it is empty', async () => {
    const all = expected.ranges.find((range) => !range.start && !range.end)!;
    expect(await figures(area, 'reports', '2026-02-30', '2026-06-15')).toEqual(all.reports);
    expect(await figures(area, 'proofs', 'yesterday', '')).toEqual(all.proofs);
  });

  it("asks the area's section and each list's own listing right", async () => {
    const descriptor = AREA_OF[area];
    const headers = await signedIn([descriptor.section], [listRight(descriptor, 'reports')]);
    for (const list of LIST_KEYS) {
      const response = await t.app.inject({ url: `/api/${statsPath(area, list)}`, headers });
      expect({ list, status: response.statusCode }).toEqual({ list, status: list === 'reports' ? 200 : 403 });
    }
    const other = area === 'turbo' ? 'forex' : 'turbo';
    const elsewhere = await t.app.inject({ url: `/api/${statsPath(other, 'reports')}`, headers });
    expect(elsewhere.statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/${statsPath(area, 'reports')}` })).statusCode).toBe(401);
  });
});

describe.each(DASHBOARD_AREA_KEYS)('%s figures asked together', (area) => {
  const together = async (lists: readonly string[], start = '', end = '', headers = admin) => {
    const search = new URLSearchParams({ lists: lists.join(','), start, end });
    return t.app.inject({ url: `/api/${areaStatsPath(area)}?${search}`, headers });
  };

  it('answers each list asked for exactly as its own call does', async () => {
    for (const [start, end] of GOLDEN_RANGES) {
      const response = await together(LIST_KEYS, start, end);
      expect(response.statusCode).toBe(200);
      const expected = Object.fromEntries(
        await Promise.all(LIST_KEYS.map(async (list) => [list, { stats: await figures(area, list, start, end) }])),
      );
      expect(response.json()).toEqual(expected);
    }
  });

  it('answers only the lists asked for, leaving out names that are no list', async () => {
    const response = await together(['notes', 'clients', 'sports', '']);
    expect(Object.keys(response.json()).sort()).toEqual(['notes', 'sports']);
    expect(listsParam.read(listsParam.write(['proofs', 'sports']))).toEqual(['proofs', 'sports']);
  });

  it("refuses inside the answer each list whose listing right is missing, as that list's own call does", async () => {
    const descriptor = AREA_OF[area];
    const headers = await signedIn([descriptor.section], [listRight(descriptor, 'reports')]);
    const answer = (await together(LIST_KEYS, '', '', headers)).json();
    for (const list of LIST_KEYS) {
      const own = await t.app.inject({ url: `/api/${statsPath(area, list)}`, headers });
      expect({ list, outcome: answer[list] }).toEqual({
        list,
        outcome: own.statusCode === 200 ? { stats: own.json() } : { status: own.statusCode, ...own.json() },
      });
    }
    expect(answer.reports.stats.reports).toBeGreaterThan(0);
    expect(answer.proofs).toEqual({
      status: 403,
      message: `You do not have the ${listRight(descriptor, 'proofs')} permission`,
    });
  });

  it('refuses the whole call outside the section, without any listing right, and without a session', async () => {
    const descriptor = AREA_OF[area];
    const other = DASHBOARD_AREA_KEYS.find((key) => key !== area)!;
    const outsider = await signedIn([AREA_OF[other].section], [listRight(descriptor, 'reports')]);
    const outside = await together(['reports'], '', '', outsider);
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toBe(`You do not have access to the ${descriptor.section} section`);
    const without = await together(['reports'], '', '', await signedIn([descriptor.section], []));
    expect(without.statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/${areaStatsPath(area)}?lists=reports` })).statusCode).toBe(401);
  });
});

describe('figures kept per revision', () => {
  // Written straight to the tables, as any code path (an import, a restore) would: the revision
  // triggers see every write, so no kept figure outlives a change of what it counts.
  it('counts again after any write to the reports, the proofs or the whitelabels the figures name', async () => {
    const shown = async (list: 'reports' | 'proofs') => JSON.stringify(await figures('turbo', list));
    const reportsBefore = await shown('reports');
    expect(await shown('reports')).toBe(reportsBefore);
    const [report] = await t.db.select({ id: reports.id }).from(reports).where(eq(reports.area, 'turbo')).limit(1);
    await t.db.update(reports).set({ catchBy: 'Kept-Figures-Check' }).where(eq(reports.id, report.id));
    expect(await shown('reports')).toContain('Kept-Figures-Check');

    const proofsBefore = await shown('proofs');
    const [proof] = await t.db
      .select({ whitelabelId: proofs.whitelabelId })
      .from(proofs)
      .where(eq(proofs.area, 'turbo'))
      .limit(1);
    await t.db
      .update(whitelabels)
      .set({ whitelabelUser: 'renamed-for-kept-figures' })
      .where(eq(whitelabels.id, proof.whitelabelId));
    const proofsAfter = await shown('proofs');
    expect(proofsAfter).not.toBe(proofsBefore);
    expect(proofsAfter.toLowerCase()).toContain('renamed-for-kept-figures');
  });

  it('counts again after any write to the notes or the catalogues (migration 0034)', async () => {
    const count = async (list: 'notes' | 'whitelabels' | 'prooftypes' | 'sports') =>
      ((await figures('turbo', list)) as { count: number }).count;
    const before = {
      notes: await count('notes'),
      whitelabels: await count('whitelabels'),
      prooftypes: await count('prooftypes'),
      sports: await count('sports'),
    };
    const note = { area: 'turbo' as const, date: '2024-05-01', note: 'kept figures', addedBy: 'test' };
    // A note written with the triggers off (no revision bump): the kept figure is answered, not a count.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.insert(notes).values(note);
    });
    expect(await count('notes')).toBe(before.notes);
    // Any write that bumps the revision: counted again, both notes in.
    await t.db.insert(notes).values(note);
    expect(await count('notes')).toBe(before.notes + 2);
    await t.db.insert(sports).values({ area: 'turbo', name: 'Kept-Figures Sport' });
    expect(await count('sports')).toBe(before.sports + 1);
    await t.db.insert(proofTypes).values({ area: 'turbo', type: 'Kept-Figures Type', content: 'x' });
    expect(await count('prooftypes')).toBe(before.prooftypes + 1);
    await t.db.delete(sports).where(eq(sports.name, 'Kept-Figures Sport'));
    expect(await count('sports')).toBe(before.sports);
    expect(await count('whitelabels')).toBe(before.whitelabels);
  });
});

describe('clients counted by PostgreSQL', () => {
  // The client is folded in the database (view_client); the page's rule is JavaScript's trim and
  // toLowerCase, whatever the script: full-width letters, final sigma, a dotted capital I, Unicode
  // spaces, and a German sharp s that toLowerCase does not expand.
  it('counts a client as JavaScript trims and folds its name, and a proof without one as a client of its own', async () => {
    const users = [
      '\u3000ＡＭＩＴ\u00a0',
      'ａｍｉｔ',
      'ΣΊΣΥΦΟΣ',
      'σίσυφος',
      'İstanbul',
      'i̇stanbul',
      'Straße',
      'STRASSE',
      '\ufeff',
      ' ',
    ];
    const [one] = await t.db.select().from(proofs).where(eq(proofs.area, 'turbo')).limit(1);
    const { id: _id, viewClient: _client, createdAt: _c, updatedAt: _u, version: _v, ...fields } = one;
    await t.db.insert(proofs).values(users.map((proofUser) => ({ ...fields, proofUser, date: '2031-01-01' })));
    const [{ whitelabelUser }] = await t.db
      .select({ whitelabelUser: whitelabels.whitelabelUser })
      .from(whitelabels)
      .where(eq(whitelabels.id, one.whitelabelId));
    const folded = users.map((user) => user.trim().toLowerCase());
    const expected = new Set(folded.filter(Boolean)).size + folded.filter((user) => !user).length;
    expect(expected).toBe(7);
    expect(await figures('turbo', 'proofs', '2031-01-01', '2031-01-01')).toEqual({
      proofs: users.length,
      clients: expected,
      byMaker: [{ name: nameOrUnknown(one.proofMaker), count: users.length }],
      usersByWhitelabel: [{ name: nameOrUnknown(whitelabelUser), count: expected }],
    });
  });

  // The names are worked out once per whitelabel and joined as a list (stats.ts proofStats): a name with
  // a comma, quotes, braces or a backslash reaches PostgreSQL as it is, and whitelabels that trim to one
  // name (or to none: "Unknown") count a client they share once, a proof without a user on its own.
  it('merges whitelabels of one name, whatever the name holds, counting a shared client once', async () => {
    const [one] = await t.db.select().from(proofs).where(eq(proofs.area, 'turbo')).limit(1);
    const { id: _id, viewClient: _client, createdAt: _c, updatedAt: _u, version: _v, ...fields } = one;
    const brand = 'Brand, "One" {x} \\ \'s';
    const made = await t.db
      .insert(whitelabels)
      .values(
        [` ${brand}\u00a0`, brand, '', '\u3000'].map((whitelabelUser, n) => ({
          area: 'turbo' as const,
          whitelabelUser,
          whatsappGroup: `group ${n}`,
          hexacode: '#123456',
          url: `https://brand${n}.example`,
          logo: 'uploads/turbo/logos/none.png',
        })),
      )
      .returning({ id: whitelabels.id });
    const proofsOf = (whitelabel: number, users: string[]) =>
      users.map((proofUser) => ({ ...fields, whitelabelId: made[whitelabel].id, proofUser, date: '2031-02-01' }));
    await t.db
      .insert(proofs)
      .values([
        ...proofsOf(0, ['amit', 'Ravi']),
        ...proofsOf(1, [' AMIT ']),
        ...proofsOf(2, ['amit', '']),
        ...proofsOf(3, ['Amit', ' ']),
      ]);
    const stats = await figures('turbo', 'proofs', '2031-02-01', '2031-02-01');
    expect(stats.usersByWhitelabel).toEqual([
      { name: nameOrUnknown(''), count: 3 },
      { name: brand, count: 2 },
    ]);
    expect(stats.clients).toBe(5);
    expect(stats.proofs).toBe(7);
  });
});

describe('after migration 0022', () => {
  // It rewrote the proofs (view_client): until a vacuum their index-only scans would read every row.
  it('has vacuumed the table it rewrote', async () => {
    const { rows } = await t.db.execute<{ vacuumed: boolean }>(
      sql`SELECT last_vacuum IS NOT NULL AS vacuumed FROM pg_stat_user_tables WHERE relname = 'proofs'`,
    );
    expect(rows).toEqual([{ vacuumed: true }]);
  });
});
