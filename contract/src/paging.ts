/**
 * Pure list helpers behind every paged table: search, sort and the page window. Pages keep the whole
 * list they fetched and hand DataTable only the rows of the current page.
 */
export type SortDirection = 'asc' | 'desc';

export interface SortState<Key extends string = string> {
  key: Key;
  direction: SortDirection;
}

/** Clicking a column sorts it ascending; clicking the sorted column again flips the direction. */
export function nextSort<Key extends string>(current: SortState<Key> | null, key: Key): SortState<Key> {
  if (current?.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Orders two cell values: numbers (and bigints) by size, everything else as text (case-insensitive, digits by value); empty last. */
export function compareValues(a: unknown, b: unknown): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a cell's text, as the table shows it
  return collator.compare(String(a), String(b));
}

/** A sorted copy (stable); `valueOf` reads the value a column sorts by. */
export function sortRows<Row, Key extends string>(
  rows: readonly Row[],
  sort: SortState<Key> | null,
  valueOf: (row: Row, key: Key) => unknown,
): Row[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row, sort.key) }))
    .sort((x, y) => sign * compareValues(x.value, y.value) || x.index - y.index)
    .map(({ row }) => row);
}

/** A copy in alphabetical order of `text` (case-insensitive, digits by value): how every pick list is ordered. */
export function alphabetical<Item>(items: readonly Item[], text: (item: Item) => string): Item[] {
  return [...items].sort((a, b) => collator.compare(text(a), text(b)));
}

/** Rows any of whose texts contain the search term (case-insensitive); all rows for a blank term. */
export function filterRows<Row>(rows: readonly Row[], term: string, textsOf: (row: Row) => readonly unknown[]): Row[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) =>
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a cell's text, as the table shows it
    textsOf(row).some((text) => text !== null && text !== undefined && String(text).toLowerCase().includes(needle)),
  );
}

/**
 * The page size that means "All" (a page-size choice the Pager labels All): large enough for any list,
 * and still a safe integer so the page arithmetic stays exact.
 */
export const ALL_ROWS = Number.MAX_SAFE_INTEGER;

/** Number of pages; an empty list still has page 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(1, page), pages);
}

export function pageSlice<Row>(rows: readonly Row[], page: number, pageSize: number): Row[] {
  const start = (page - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

/** The 1-based positions of the first and last row shown ("Showing a to b of n entries"); 0 to 0 when empty. */
export function showingRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from, to: Math.min(total, page * pageSize) };
}

/** The go-to-page box: an integer from 1 to the last page, otherwise null (the entry is ignored). */
export function parseGoToPage(text: string, lastPage: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const page = Number(trimmed);
  return page >= 1 && page <= lastPage ? page : null;
}

export interface ListQuery<Row, Key extends string> {
  rows: readonly Row[];
  search: string;
  textsOf: (row: Row) => readonly unknown[];
  sort: SortState<Key> | null;
  valueOf: (row: Row, key: Key) => unknown;
  page: number;
  pageSize: number;
}

export interface ListView<Row> {
  /** The rows of the current page only. */
  rows: Row[];
  /** Rows matching the search, over all pages. */
  total: number;
  pages: number;
  /** The requested page, kept inside 1..pages (a delete can empty the last page). */
  page: number;
}

/** Search, then sort, then cut the page: what a paged table shows. */
export function listView<Row, Key extends string>(query: ListQuery<Row, Key>): ListView<Row> {
  const matching = filterRows(query.rows, query.search, query.textsOf);
  const sorted = sortRows(matching, query.sort, query.valueOf);
  const pages = pageCount(sorted.length, query.pageSize);
  const page = clampPage(query.page, pages);
  return { rows: pageSlice(sorted, page, query.pageSize), total: sorted.length, pages, page };
}
