import { and, asc, desc, eq, gte, inArray, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  PROOF_FILTER_KEYS,
  proofListSearch,
  type AreaKey,
  type ProofFilters,
  type ProofListQuery,
  type ProofSortKey,
} from '@console/contract/areas';
import type { Database } from '../db';
import { estimatedRows, walkReaches, WALK_LIMIT } from '../db/pageWalk';
import { proofFilter, proofs, proofTypes, sports, whitelabels, type ProofRow } from '../db/schema';
import { isUuid } from '../db/uuidv7';
import { revisionOf } from '../revisions/listRevision';

/** A proof of a list page: everything the table shows, the proof type without its template HTML. */
export interface ProofListRefs {
  proof: ProofRow;
  whitelabel: typeof whitelabels.$inferSelect;
  proofType: { id: string; type: string; createdAt: Date; updatedAt: Date };
  sport: typeof sports.$inferSelect;
}

export interface ProofPage {
  rows: ProofListRefs[];
  total: number;
  /** The page answered: the one asked for, or the last when it asked past the end. */
  page: number;
}

/** A bound as the drawer reads it: blank or unreadable is no bound. */
function bound(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isNaN(value) ? undefined : value;
}

/** The letters of a trigram: a shorter term gives pg_trgm nothing to look up. */
const TRIGRAM = 3;

/**
 * Where a view's proofs are read: the proofs themselves, or their copy as a filter or a sort reads it,
 * texts lowered (proof_filter, migration 0029: about 60% of a proof's row).
 */
type ProofSource = typeof proofs | typeof proofFilter;

/** The drawer's text filters and the field each one reads. */
const CONTAINS = {
  whatsappGroup: 'whatsappGroup',
  agent: 'agentName',
  user: 'proofUser',
  event: 'eventName',
  market: 'marketName',
  navigation: 'navigation',
  navigation2: 'navigation2',
  proofMaker: 'proofMaker',
} as const satisfies Partial<Record<keyof ProofFilters, keyof ProofSource['_']['columns']>>;

const terms = (filters: ProofFilters) => Object.keys(CONTAINS).map((key) => filters[key as keyof typeof CONTAINS]);

/** Whether a filter holds a term long enough for proof_filter's trigram index to look up (migration 0038). */
const searched = (filters: ProofFilters) => terms(filters).some((term) => [...term].length >= TRIGRAM);

/**
 * Whether the proofs the filters let through are counted and read (apart from a walk) in the proofs
 * rather than in proof_filter. A term of three letters or more: proof_filter, whose trigram index picks
 * the candidates (after a start at 1,000,000 proofs per area, counting user "amit" read 332 MB of the
 * proofs' pages from disk, 0.8 s; proof_filter is read before the API serves). Otherwise a whitelabel, proof type or sport: the proofs, whose indexes
 * narrow them. Otherwise proof_filter too: PostgreSQL tests every proof of the area, or of the days asked
 * (both tables have a date index, migration 0031), at a third of the cost in the proofs (at 1,000,000
 * proofs per area: counting agent "a" 0.38 s in the proofs, 0.14 s there; user "a" sorted by user 0.70 s
 * → 0.23 s for the page; amount page 500 0.57 s → 0.24 s; in the page's default month agent "a" 0.55 s →
 * 0.12 s).
 */
const scansProofs = (filters: ProofFilters) =>
  !searched(filters) && Boolean(filters.whitelabelId || filters.proofTypeId || filters.sportId);

/** Whether the filters hold more than dates (the proofs' own date index counts those without a row). */
const beyondDates = (filters: ProofFilters) =>
  PROOF_FILTER_KEYS.some((key) => key !== 'dateFrom' && key !== 'dateTo' && filters[key]);

/**
 * A walk of the proofs reads each one from the table (about 30 µs a proof), where proof_filter's scan
 * costs about 0.15 µs a proof of the table: when the matches can be read from proof_filter, a walk is
 * worth it only within this share of the table's proofs (at 1,000,000 per area, page 500 of agent "a"
 * in the month: a walk of 18,000 proofs took 0.61 s, the scan 0.16 s), and never below a few hundred.
 * Not for a term the trigram index looks up: the walk keeps the proofs' own limit, as when the index
 * was the proofs' (navigation "sports", in every proof, page 200: walked 18 ms; read from proof_filter
 * and sorted 0.9 s).
 */
const walkWithin = (rows: number) => Math.max(200, Math.round(rows / 400));

/** The filters of the drawer (spec §2), as the page applied them to the whole list before, over `from`. */
function filtersWhere(filters: ProofFilters, from: ProofSource): SQL[] {
  const conditions: SQL[] = [];
  const byId = (column: AnyColumn, id: string) => {
    if (id) conditions.push(isUuid(id) ? eq(column, id) : sql`false`);
  };
  // Case-insensitive "contains", as the page's text filters. In proof_filter, whose texts are lowered
  // already (the same lower()), a term of three letters or more is said as a LIKE of the field, which its
  // trigram index looks up in that field alone (migration 0038), wildcards escaped so that the term is
  // found literally, as strpos finds it. A shorter term has no trigram to look up, so PostgreSQL tests
  // every proof of the area anyway, with strpos. In the proofs (a walk, or a view narrowed by a
  // whitelabel, proof type or sport) each field is lowered and tested: they have no trigram index.
  const contains = (column: AnyColumn, term: string) => {
    if (!term) return;
    if (from === proofs) conditions.push(sql`strpos(lower(${column}), lower(${term})) > 0`);
    else if ([...term].length < TRIGRAM) conditions.push(sql`strpos(${column}, lower(${term})) > 0`);
    else conditions.push(sql`${column} LIKE '%' || lower(${term.replace(/[\\%_]/g, (c) => `\\${c}`)}) || '%'`);
  };
  // Compared as float8: a bound may be fractional or Infinity, the amounts are whole numbers.
  const within = (column: AnyColumn, min: string, max: string) => {
    const low = bound(min);
    const high = bound(max);
    if (low !== undefined) conditions.push(sql`${column}::float8 >= ${low}`);
    if (high !== undefined) conditions.push(sql`${column}::float8 <= ${high}`);
  };
  byId(from.whitelabelId, filters.whitelabelId);
  byId(from.proofTypeId, filters.proofTypeId);
  byId(from.sportId, filters.sportId);
  for (const [key, field] of Object.entries(CONTAINS)) contains(from[field], filters[key as keyof typeof CONTAINS]);
  within(from.amount, filters.amountMin, filters.amountMax);
  within(from.profitAndLoss, filters.profitAndLossMin, filters.profitAndLossMax);
  if (filters.dateFrom) conditions.push(gte(from.date, filters.dateFrom));
  if (filters.dateTo) conditions.push(lte(from.date, filters.dateTo));
  return conditions;
}

/** The proofs of `area` the filters let through, read from `from`. */
const viewIn = (from: ProofSource, area: AreaKey, filters: ProofFilters) => ({
  from,
  where: and(eq(from.area, area), ...filtersWhere(filters, from)),
});
type ProofView = ReturnType<typeof viewIn>;

// A text sorts in natural order, case ignored: proof_filter's lowered copy sorts as the text does.
const SORTED: Record<ProofSortKey, { column: (from: ProofSource) => AnyColumn; text: boolean }> = {
  date: { column: (from) => from.date, text: false },
  whitelabel: { column: () => whitelabels.whitelabelUser, text: true },
  whatsappGroup: { column: (from) => from.whatsappGroup, text: true },
  agentName: { column: (from) => from.agentName, text: true },
  user: { column: (from) => from.proofUser, text: true },
  amount: { column: (from) => from.amount, text: false },
  proofType: { column: () => proofTypes.type, text: true },
  sport: { column: () => sports.name, text: true },
  eventName: { column: (from) => from.eventName, text: true },
  marketName: { column: (from) => from.marketName, text: true },
  profitAndLoss: { column: (from) => from.profitAndLoss, text: false },
  proofMaker: { column: (from) => from.proofMaker, text: true },
  createdAt: { column: (from) => from.createdAt, text: false },
};

/**
 * The order the table sorted the whole list in (shared-kit's compareValues): text in natural order
 * (case and accents ignored, digits by value: migration 0007), numbers and days by value, blanks after
 * the rest ascending (before them descending); equal values keep the list's order, newest first.
 */
function orderBy(
  sort: ProofListQuery['sort'],
  by: { value: AnyColumn | SQL; createdAt: AnyColumn | SQL; id: AnyColumn | SQL },
): SQL[] {
  const direction = sort.direction === 'asc' ? asc : desc;
  const keys = SORTED[sort.key].text
    ? [direction(sql`(${by.value} = '')`), direction(sql`${by.value} COLLATE "natural_order"`)]
    : [direction(by.value)];
  return [...keys, desc(by.createdAt), desc(by.id)];
}

const onWhitelabel = (from: ProofSource) =>
  and(eq(whitelabels.area, from.area), eq(whitelabels.id, from.whitelabelId))!;
const onProofType = (from: ProofSource) => and(eq(proofTypes.area, from.area), eq(proofTypes.id, from.proofTypeId))!;
const onSport = (from: ProofSource) => and(eq(sports.area, from.area), eq(sports.id, from.sportId))!;

/** The table a sort key lives in, joined to order the ids (whitelabel, proof type, sport names). */
const SORT_JOINS: Partial<
  Record<
    ProofSortKey,
    { table: typeof whitelabels | typeof proofTypes | typeof sports; on: (from: ProofSource) => SQL }
  >
> = {
  whitelabel: { table: whitelabels, on: onWhitelabel },
  proofType: { table: proofTypes, on: onProofType },
  sport: { table: sports, on: onSport },
};

/** The order of a page read from `from`, by its own columns. */
const orderIn = (from: ProofSource, sort: ProofListQuery['sort']) =>
  orderBy(sort, { value: SORTED[sort.key].column(from), createdAt: from.createdAt, id: from.id });

/** Whether the filters hold more than the order's index answers itself (a date range, sorted by date). */
const filteredBeyondOrder = (query: ProofListQuery) =>
  Object.keys(proofListSearch(query)).some(
    (key) =>
      PROOF_FILTER_KEYS.includes(key as (typeof PROOF_FILTER_KEYS)[number]) &&
      !(query.sort.key === 'date' && (key === 'dateFrom' || key === 'dateTo')),
  );

/**
 * The page's ids, from the proofs alone (and the one table a sort reads, when it does). Unfiltered (or
 * by a date range, sorted by date): a walk of the order's index, stopping at the page (page 500 walks
 * 10,000 ids, not 10,000 joined proofs). Sorted by a column no index keeps: the filtered proofs in that
 * order, up to the page. Filtered, in an order an index keeps (added, date): a walk that reads at most
 * `walkLimit` proofs in the order and keeps those the filters let through, when the walk is likely to
 * reach the page within them (db/pageWalk.ts); otherwise, or when it did not, the matches read by their
 * filters and sorted. The foreign keys make the joins drop nothing, so the ids and the proofs read
 * after them are the same. A walk reads the proofs (their indexes keep its order); the rest reads
 * `scanned`, which is proof_filter when no index narrows the filters.
 */
async function pageIds(
  tx: Database,
  area: AreaKey,
  { proofsView, scanned }: { proofsView: ProofView; scanned: ProofView },
  query: ProofListQuery,
  page: number,
  total: number,
  walkLimit: number,
): Promise<string[]> {
  const offset = (page - 1) * query.pageSize;
  const sortJoin = SORT_JOINS[query.sort.key];
  const ids = (rows: Array<{ id: string }>) => rows.map(({ id }) => id);
  const indexed = query.sort.key === 'createdAt' || query.sort.key === 'date';
  // Sorted by a column no index keeps, there is no walk to avoid: the page straight from the filtered
  // proofs, so each worker of a parallel scan keeps its own first rows and PostgreSQL merges them
  // (Gather Merge), where the matches read apart went to one process to be sorted (at 1,000,000 proofs
  // per area, user "a" sorted by user: 0.87 s → 0.51 s for the page's ids).
  if (!filteredBeyondOrder(query) || !indexed) {
    const { from, where } = indexed ? proofsView : scanned;
    const ordered = tx.select({ id: from.id }).from(from).$dynamic();
    if (sortJoin) ordered.innerJoin(sortJoin.table, sortJoin.on(from));
    return ids(
      await ordered
        .where(where)
        .orderBy(...orderIn(from, query.sort))
        .limit(query.pageSize)
        .offset(offset),
    );
  }
  const rows = await estimatedRows(tx, 'proofs');
  const limit =
    scanned.from === proofFilter && !searched(query.filters) ? Math.min(walkLimit, walkWithin(rows)) : walkLimit;
  if (walkReaches({ page, pageSize: query.pageSize, total, rows }, limit)) {
    const walking = tx
      .select({ id: proofs.id, kept: sql<boolean>`${proofsView.where}`.as('kept') })
      .from(proofs)
      .$dynamic();
    if (sortJoin) walking.innerJoin(sortJoin.table, sortJoin.on(proofs));
    const walked = walking
      .where(eq(proofs.area, area))
      .orderBy(...orderIn(proofs, query.sort))
      .limit(limit)
      .as('walked');
    // No ORDER BY outside: the walk's rows come out in its order, and the outer LIMIT stops the walk
    // as soon as the page is reached (a sort here would read all `walkLimit` of them first).
    const found = ids(
      await tx
        .select({ id: walked.id })
        .from(walked)
        .where(sql`${walked.kept}`)
        .limit(offset + query.pageSize),
    );
    if (found.length >= Math.min(offset + query.pageSize, total)) return found.slice(offset);
  }
  // A LIMIT of all the matches keeps them a subquery of their own (Drizzle leaves out an OFFSET of 0,
  // the usual fence): PostgreSQL reads them by their filters instead of walking the order's index, then
  // sorts them for the page.
  const { from, where } = scanned;
  const matching = tx
    .select({
      id: from.id,
      createdAt: from.createdAt,
      value: sql`${SORTED[query.sort.key].column(from)}`.as('sort_value'),
    })
    .from(from)
    .$dynamic();
  if (sortJoin) matching.innerJoin(sortJoin.table, sortJoin.on(from));
  const matched = matching.where(where).limit(total).as('matched');
  const order = orderBy(query.sort, { value: sql`${matched.value}`, createdAt: matched.createdAt, id: matched.id });
  return ids(
    await tx
      .select({ id: matched.id })
      .from(matched)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(offset),
  );
}

/**
 * Counts kept per revision of the area's proofs and filters (revisions/answerCache.ts): page 2 of a
 * view, a sort of it, and everyone asking the same filters before the next write share one count.
 */
export type KeptCounts = (tag: string, filters: string, count: () => Promise<number>) => Promise<number>;

/** One page of an area's proofs for the view asked, with how many proofs the filters let through. */
export function proofPage(
  db: Database,
  area: AreaKey,
  query: ProofListQuery,
  {
    walkLimit = WALK_LIMIT,
    keptCounts,
  }: {
    /** db/pageWalk.ts's limit; tests force either way of reading the page's ids. */
    walkLimit?: number;
    keptCounts?: KeptCounts;
  } = {},
): Promise<ProofPage> {
  const proofsView = viewIn(proofs, area, query.filters);
  const scanned = scansProofs(query.filters) ? proofsView : viewIn(proofFilter, area, query.filters);
  // Unfiltered or by dates alone, the proofs' own index counts them without reading a row.
  const counted = beyondDates(query.filters) ? scanned : proofsView;
  return db.transaction(
    async (tx) => {
      const count = async () => {
        const [{ total }] = await tx
          .select({ total: sql<number>`count(*)::int` })
          .from(counted.from)
          .where(counted.where);
        return total;
      };
      // The tag read in this snapshot: a count kept at it is this snapshot's count.
      const total = keptCounts
        ? await keptCounts((await revisionOf(tx, area, 'proofs')).tag, JSON.stringify(query.filters), count)
        : await count();
      const page = Math.min(query.page, Math.max(1, Math.ceil(total / query.pageSize)));
      // The page's ids first (pageIds), then only those proofs joined to what the table shows.
      const ids = total === 0 ? [] : await pageIds(tx, area, { proofsView, scanned }, query, page, total, walkLimit);
      const found = ids.length
        ? await tx
            .select({
              proof: proofs,
              whitelabel: whitelabels,
              proofType: {
                id: proofTypes.id,
                type: proofTypes.type,
                createdAt: proofTypes.createdAt,
                updatedAt: proofTypes.updatedAt,
              },
              sport: sports,
            })
            .from(proofs)
            .innerJoin(whitelabels, onWhitelabel(proofs))
            .innerJoin(proofTypes, onProofType(proofs))
            .innerJoin(sports, onSport(proofs))
            .where(and(eq(proofs.area, area), inArray(proofs.id, ids)))
        : [];
      const byId = new Map(found.map((row) => [row.proof.id, row]));
      const rows = ids.map((id) => byId.get(id)!);
      return { rows, total, page };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
