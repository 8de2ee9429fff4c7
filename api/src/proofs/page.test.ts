import {
  AREAS,
  PROOF_SORT_KEYS,
  readProofListQuery,
  type AreaDescriptor,
  type ProofSortKey,
} from '@console/contract/areas';
import { sortRows } from '@console/contract/paging';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { proofs } from '../db/schema';
import { answerCache } from '../revisions/answerCache';
import { proofPage, type KeptCounts } from './page';
import { createAdminTestApp, type TestApp } from '../../testing/testApp';
import { makeCatalogue, type Catalogue } from '../../testing/proofs';

// A fresh database per file, on a machine that may be busy: jest ignores the project's testTimeout.
jest.setTimeout(60_000);
let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t?.close());

type Wire = Record<string, unknown> & { _id: string };

/** What each column of the table sorted by when the page held the whole list (list/proofColumns.ts). */
function sortValue(area: AreaDescriptor) {
  const field: Record<ProofSortKey, (proof: Wire) => unknown> = {
    date: (p) => p.date,
    whitelabel: (p) => (p[area.whitelabel.userField] as Record<string, unknown>)[area.whitelabel.userField],
    whatsappGroup: (p) => p.whatsapp_group,
    agentName: (p) => p.agentname,
    user: (p) => p.user,
    amount: (p) => p.amount,
    proofType: (p) => (p.prooftype as { type: string }).type,
    sport: (p) => (p.sportname as Record<string, unknown>)[area.sport.nameField],
    eventName: (p) => p.eventname,
    marketName: (p) => p.marketname,
    profitAndLoss: (p) => p.profitAndLoss,
    proofMaker: (p) => p.proofMaker,
    createdAt: (p) => p.createdAt,
  };
  return (proof: Wire, key: ProofSortKey) => field[key](proof);
}

const USERS = ['user9', 'User10', 'user2', 'Émile', 'emile', 'zed', 'Ångström', 'user10', 'a-1', 'A-01'];
const MAKERS = ['asha', 'Ravi', '', 'meera', 'ravi'];

describe.each(AREAS)('$label proof list pages', (area) => {
  const base = `/api${area.proof.apiBase}`;
  let catalogues: Catalogue[];
  let all: Wire[];
  const page = async (query: Record<string, string | number>) => {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    return t.app.inject({ url: `${base}/page?${search}`, headers: admin });
  };
  const ids = (rows: Wire[]) => rows.map((row) => row._id);

  beforeAll(async () => {
    catalogues = [await makeCatalogue(t, area, admin), await makeCatalogue(t, area, admin)];
    const start = Date.parse('2026-03-01T10:00:00Z');
    await t.db.insert(proofs).values(
      Array.from({ length: 64 }, (_, n) => {
        const catalogue = catalogues[n % 2];
        return {
          area: area.key,
          whitelabelId: catalogue.whitelabel._id,
          proofTypeId: catalogues[(n >> 1) % 2].proofType._id,
          sportId: catalogues[(n >> 2) % 2].sport._id,
          agentName: `agent${n % 11}`,
          proofUser: USERS[n % USERS.length],
          amount: (n * 37) % 500,
          profitAndLoss: ((n * 53) % 400) - 200,
          eventName: `Event ${n % 7}`,
          marketName: n % 5 ? 'Match Odds' : '',
          navigation: `Sports > ${n}`,
          navigation2: n % 3 ? '' : 'My Bets',
          date: `2026-03-${String(1 + (n % 20)).padStart(2, '0')}`,
          proofMaker: MAKERS[n % MAKERS.length],
          whatsappGroup: catalogue.whitelabel.whatsapp_group,
          // Some proofs share a moment, so ties fall back to the id, as the list does.
          createdAt: new Date(start + Math.floor(n / 2) * 60_000),
        };
      }),
    );
    all = (await t.app.inject({ url: base, headers: admin })).json().data;
  });

  it('orders every column as the table ordered the whole list, both ways, ties in list order', async () => {
    for (const key of PROOF_SORT_KEYS) {
      for (const direction of ['asc', 'desc'] as const) {
        const expected = ids(sortRows(all, { key, direction }, sortValue(area)));
        const answered: string[] = [];
        for (let n = 1; n <= 4; n += 1) {
          const body = (await page({ sort: key, direction, page: n, pageSize: 20 })).json();
          expect(body.total).toBe(all.length);
          answered.push(...ids(body.data));
        }
        expect({ key, direction, order: answered }).toEqual({ key, direction, order: expected });
      }
    }
  });

  it('filters as the drawer does: texts contained in any case, lists by id, ranges inclusive, dates', async () => {
    const filtered = async (filters: Record<string, string>) =>
      ids((await page({ ...filters, pageSize: 100 })).json().data).sort();
    const expect_ = (keep: (proof: Wire) => boolean) => ids(all.filter(keep)).sort();
    const wl = (p: Wire) => (p[area.whitelabel.userField] as { _id: string })._id;

    expect(await filtered({ user: 'USER1' })).toEqual(expect_((p) => String(p.user).toLowerCase().includes('user1')));
    // Terms shorter than a trigram are tested on their field alone (no trigram index): same answers.
    expect(await filtered({ agent: 'A' })).toEqual(expect_((p) => String(p.agentname).toLowerCase().includes('a')));
    expect(await filtered({ user: 'R1', market: 'o' })).toEqual(
      expect_((p) => String(p.user).toLowerCase().includes('r1') && String(p.marketname).toLowerCase().includes('o')),
    );
    expect(await filtered({ proofMaker: ' rav ' })).toEqual(
      expect_((p) => String(p.proofMaker).toLowerCase().includes('rav')),
    );
    expect(await filtered({ whitelabelId: catalogues[1].whitelabel._id })).toEqual(
      expect_((p) => wl(p) === catalogues[1].whitelabel._id),
    );
    expect(await filtered({ whitelabelId: 'not-an-id' })).toEqual([]);
    expect(await filtered({ amountMin: '100', amountMax: '200.5' })).toEqual(
      expect_((p) => Number(p.amount) >= 100 && Number(p.amount) <= 200.5),
    );
    expect(await filtered({ profitAndLossMax: '-50', amountMin: 'abc' })).toEqual(
      expect_((p) => Number(p.profitAndLoss) <= -50),
    );
    expect(await filtered({ dateFrom: '2026-03-05', dateTo: '2026-03-09', navigation2: 'bets' })).toEqual(
      expect_((p) => String(p.date) >= '2026-03-05' && String(p.date) <= '2026-03-09' && p.navigation2 === 'My Bets'),
    );
    expect(await filtered({ event: 'event 3', sportId: catalogues[0].sport._id, market: 'odds' })).toEqual(
      expect_(
        (p) =>
          p.eventname === 'Event 3' &&
          (p.sportname as { _id: string })._id === catalogues[0].sport._id &&
          p.marketname === 'Match Odds',
      ),
    );
  });

  // A filtered page comes from a walk of the order's index that stops at the page, or, for a rare
  // filter over a large list, from the matches read and sorted (db/pageWalk.ts; forced here by a walk
  // limit of 0): either way every order and page is the table's. A term of one letter has no trigram:
  // its count, and its pages in an order no index keeps, come from proof_filter's lowered copy, where
  // "User10" is found by "U" and "Émile" and "emile", "User10" and "user10" still sort as the table
  // sorted them; within dates too (the page's default view is a range of days).
  const DAYS = { dateFrom: '2026-03-04', dateTo: '2026-03-15' };
  it.each([
    ['a walk of the order', 'user', undefined, {}],
    ['the matches read and sorted', 'user', 0, {}],
    ['a walk of the order', 'U', undefined, {}],
    ['the matches read and sorted', 'E', 0, {}],
    ['a walk of the order', 'U', undefined, DAYS],
    ['the matches read and sorted', 'E', 0, DAYS],
  ])(
    'orders a filtered list as the table did, the page read by %s (user %p, %j)',
    async (_way, user, walkLimit, days) => {
      const within = (proof: Wire) =>
        !('dateFrom' in days) || (String(proof.date) >= days.dateFrom && String(proof.date) <= days.dateTo);
      const kept = all.filter(
        (proof) => String(proof.user).toLowerCase().includes(user.toLowerCase()) && within(proof),
      );
      for (const key of PROOF_SORT_KEYS) {
        for (const direction of ['asc', 'desc'] as const) {
          const expected = ids(sortRows(kept, { key, direction }, sortValue(area)));
          const answered: string[] = [];
          for (let n = 1; n <= Math.ceil(kept.length / 15); n += 1) {
            const query = readProofListQuery({ user, ...days, sort: key, direction, page: String(n), pageSize: '15' });
            if ('problem' in query) throw new Error(query.problem);
            const { rows, total } = await proofPage(t.db, area.key, query, { walkLimit });
            expect(total).toBe(kept.length);
            answered.push(...rows.map((row) => row.proof.id));
          }
          expect({ key, direction, order: answered }).toEqual({ key, direction, order: expected });
        }
      }
    },
  );

  it('answers the last page for a page past the end, and the rows without the template HTML', async () => {
    const body = (await page({ page: 99, pageSize: 50, user: 'user' })).json();
    expect(body.page).toBe(Math.ceil(body.total / 50));
    expect(body.data.length).toBe(body.total - (body.page - 1) * 50);
    const [first] = body.data;
    expect(first.prooftype).toEqual({
      _id: expect.any(String),
      type: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const full = all.find((proof) => proof._id === first._id)!;
    expect({ ...first, prooftype: undefined }).toEqual({ ...full, prooftype: undefined });
  });

  it('refuses a view it cannot read', async () => {
    const unreadable: Array<Record<string, string | number>> = [
      { sort: 'password' },
      { direction: 'up' },
      { page: 0 },
      { pageSize: 101 },
      { dateFrom: '5-3-2026' },
    ];
    for (const query of unreadable) {
      expect({ query, status: (await page(query)).statusCode }).toEqual({ query, status: 400 });
    }
  });

  it('asks the listing right and the area’s section', async () => {
    expect((await t.app.inject({ url: `${base}/page` })).statusCode).toBe(401);
    const { user, password } = await t.createUser({ section: [area.section], permissions: [area.proof.rights.create] });
    const refused = await t.app.inject({
      url: `${base}/page`,
      headers: t.bearer(await t.loginAs(user.username, password)),
    });
    expect(refused.statusCode).toBe(403);
  });

  // Last: it adds proofs. A term is taken literally (LIKE's own characters too) and in any case, in the
  // field it names only, whichever way the page's ids are read.
  it('keeps a count per revision and filters: other pages and sorts share it, a write counts again', async () => {
    const kept = answerCache<number>(10);
    let counted = 0;
    const keptCounts: KeptCounts = (tag, filters, count) =>
      kept(tag, filters, () => {
        counted += 1;
        return count();
      });
    const view = async (search: Record<string, string>) => {
      const query = readProofListQuery({ user: 'user', pageSize: '5', ...search });
      if ('problem' in query) throw new Error(query.problem);
      return (await proofPage(t.db, area.key, query, { keptCounts })).total;
    };
    const before = await view({});
    expect(await view({ page: '2' })).toBe(before);
    expect(await view({ sort: 'user', direction: 'asc' })).toBe(before);
    expect(counted).toBe(1);
    expect(await view({ user: 'USER1' })).toBeLessThanOrEqual(before);
    expect(counted).toBe(2);
    const [one] = await t.db.select().from(proofs).where(eq(proofs.area, area.key)).limit(1);
    const { id: _id, viewClient: _c, viewSearch: _s, createdAt: _ca, updatedAt: _u, version: _v, ...fields } = one;
    await t.db.insert(proofs).values({ ...fields, proofUser: 'a new user' });
    expect(await view({ page: '2' })).toBe(before + 1);
    expect(counted).toBe(3);
  });

  it('finds a term literally, wildcards and case included, in the field it names only', async () => {
    const [one] = await t.db.select().from(proofs).where(eq(proofs.area, area.key)).limit(1);
    const { id: _id, viewClient: _c, viewSearch: _s, createdAt: _ca, updatedAt: _u, version: _v, ...fields } = one;
    await t.db.insert(proofs).values([
      { ...fields, proofUser: 'Odd_%User\\1', agentName: 'plain' },
      { ...fields, proofUser: 'oddXYuser1', agentName: 'plain' },
      { ...fields, proofUser: 'someone', agentName: 'ODD_%USER\\1' },
    ]);
    for (const walkLimit of [undefined, 0]) {
      const users = async (user: string) => {
        const query = readProofListQuery({ user, pageSize: '100' });
        if ('problem' in query) throw new Error(query.problem);
        return (await proofPage(t.db, area.key, query, { walkLimit })).rows.map((row) => row.proof.proofUser);
      };
      expect(await users('d_%u')).toEqual(['Odd_%User\\1']);
      expect(await users('R\\1')).toEqual(['Odd_%User\\1']);
      expect(await users('xyUSER')).toEqual(['oddXYuser1']);
      // One or two letters, wildcards literal too, without the trigram index's second test.
      expect(await users('_')).toEqual(['Odd_%User\\1']);
      expect(await users('%')).toEqual(['Odd_%User\\1']);
      expect(await users('\\')).toEqual(['Odd_%User\\1']);
      expect(await users('Xy')).toEqual(['oddXYuser1']);
    }
  });
});

// proof_filter (migration 0029) is the proofs as a short term's count and an unindexed sort read them:
// kept by the writing statement itself, whatever writes (the API, a restore, SQL by hand).
describe('proof_filter', () => {
  const copy = sql`SELECT area, id::text, created_at, date::text, whitelabel_id::text, proof_type_id::text,
    sport_id::text, amount, profit_and_loss, whatsapp_group, agent_name, proof_user, event_name, market_name,
    navigation, navigation2, proof_maker`;
  const lowered = sql`SELECT area, id::text, created_at, date::text, whitelabel_id::text, proof_type_id::text,
    sport_id::text, amount, profit_and_loss, lower(whatsapp_group) AS whatsapp_group, lower(agent_name) AS agent_name,
    lower(proof_user) AS proof_user, lower(event_name) AS event_name, lower(market_name) AS market_name,
    lower(navigation) AS navigation, lower(navigation2) AS navigation2, lower(proof_maker) AS proof_maker`;
  const rows = async (db: Database = t.db) => ({
    kept: (await db.execute(sql`${copy} FROM proof_filter ORDER BY id`)).rows,
    proofs: (await db.execute(sql`${lowered} FROM proofs ORDER BY id`)).rows,
  });
  const same = async (db?: Database) => {
    const { kept, proofs: expected } = await rows(db);
    expect(kept).toEqual(expected);
    return kept.length;
  };

  it('holds every proof, lowered, after inserts, updates and deletes of any kind, and empties with a truncate', async () => {
    expect(await same()).toBeGreaterThan(0);
    await t.db.execute(sql`UPDATE proofs SET proof_user = upper(proof_user) || ' ÅNGSTRÖM', amount = amount + 1
      WHERE proof_user ILIKE '%user%'`);
    await same();
    const [one] = await t.db.select().from(proofs).limit(1);
    const { id: _id, viewClient: _c, viewSearch: _s, createdAt: _ca, updatedAt: _u, version: _v, ...fields } = one;
    await t.db.insert(proofs).values([
      { ...fields, agentName: 'NEW Agent', proofMaker: 'MEERA' },
      { ...fields, agentName: 'Other', navigation2: 'My BETS' },
    ]);
    await same();
    await t.db.execute(sql`DELETE FROM proofs WHERE agent_name = 'Other'`);
    const left = await same();
    let afterTruncate: Awaited<ReturnType<typeof rows>> | undefined;
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`TRUNCATE proofs CASCADE`);
        afterTruncate = await rows(tx);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(afterTruncate).toEqual({ kept: [], proofs: [] });
    expect(await same()).toBe(left);
  });

  // The page's text filters of three letters or more (page.ts contains) are a LIKE of their field in
  // proof_filter, which its trigram index (migration 0038) must answer for each of the eight fields, per
  // area, for PostgreSQL to look the term up instead of testing every proof: a scan is forbidden here to
  // see it. The proofs keep no trigram index of their own.
  it('looks a term up in its trigram index, in each field, per area, the proofs holding none', async () => {
    const FIELDS = [
      'whatsapp_group',
      'agent_name',
      'proof_user',
      'event_name',
      'market_name',
      'navigation',
      'navigation2',
      'proof_maker',
    ];
    const plan = async (area: string, field: string) => {
      let lines: string[] = [];
      await t.db.transaction(async (tx) => {
        // Only a trigram index can be read for the term: the area's partition alone, so that its date
        // index holds no condition of the query.
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        await tx.execute(sql`SET LOCAL enable_indexscan = off`);
        const { rows: explained } = await tx.execute<{ 'QUERY PLAN': string }>(
          sql`EXPLAIN SELECT count(*) FROM ${sql.identifier(`proof_filter_${area}`)} WHERE ${sql.identifier(field)} LIKE '%user%'`,
        );
        lines = explained.map((row) => row['QUERY PLAN']);
      });
      return lines.join('\n');
    };
    for (const area of AREAS) {
      for (const field of FIELDS) {
        const explained = await plan(area.key, field);
        expect({ field, explained }).toEqual({
          field,
          explained: expect.stringMatching(new RegExp(`Bitmap Index Scan on proof_filter_${area.key}_\\w+`)),
        });
        expect(explained).not.toMatch(/Seq Scan/);
      }
    }
    const { rows: indexes } = await t.db.execute<{ table: string; name: string }>(
      sql`SELECT tablename AS table, indexname AS name FROM pg_indexes
        WHERE indexdef LIKE '%gin_trgm_ops%' AND tablename IN ('proofs', 'proof_filter', 'proof_filter_turbo',
          'proof_filter_forex', 'proof_filter_other') ORDER BY 1`,
    );
    expect(indexes.map((index) => index.table)).toEqual([
      'proof_filter',
      'proof_filter_forex',
      'proof_filter_other',
      'proof_filter_turbo',
    ]);
  });
});
