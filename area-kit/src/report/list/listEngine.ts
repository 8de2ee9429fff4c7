import {
  dayNumber,
  indexTable,
  pageOfReports,
  queryReports,
  reportAt,
  tableOf,
  type Report,
  type ReportIndex,
  type ReportQueryResult,
  type ReportTable,
} from '@console/contract/reports';
import { clampPage, pageCount } from '@console/contract/paging';
import { suggestionsOf, type ReportSuggestions } from '../suggestions';
import type { ListQuery, ListResult } from './protocol';

/**
 * One area's whole report list as the worker keeps it: the columns, their filter index and the
 * revision they are at. Filtering, sorting, totals and paging run here over the whole list (spec §2);
 * the last filtered order is kept, so a page change costs nothing.
 */
export class ReportListEngine {
  table: ReportTable | null = null;
  tag: string | null = null;
  private index: ReportIndex | null = null;
  private last: { key: string; result: ReportQueryResult } | null = null;

  use(table: ReportTable, tag: string) {
    this.table = table;
    this.tag = tag;
    this.index = indexTable(table);
    this.last = null;
  }

  /** The form's suggestions from the list, newest first (the list's order). */
  suggestions(): ReportSuggestions {
    const table = this.table;
    return suggestionsOf(
      (function* () {
        for (let i = 0; table && i < table.size; i += 1) yield reportAt(table, i);
      })(),
    );
  }

  get ready(): boolean {
    return this.index !== null;
  }

  query({ filters, sort, page, pageSize }: ListQuery): ListResult {
    if (!this.index) throw new Error('The list is not indexed yet');
    const key = JSON.stringify([filters, sort]);
    if (this.last?.key !== key) this.last = { key, result: queryReports(this.index, filters, sort) };
    const { matches, totals } = this.last.result;
    const shown = clampPage(page, pageCount(matches.length, pageSize));
    return { rows: pageOfReports(this.index, matches, shown, pageSize), page: shown, total: matches.length, totals };
  }

  /**
   * The page's own write applied to the copy: changed and new reports in, deleted ones out, in the
   * server's order (newest day, then newest id). Answers whether the copy is now at the server's
   * revision: only when it was at the revision just before the write.
   */
  patch(upserts: readonly Report[], removed: readonly string[], revisions: { before: string; after: string } | null) {
    if (!this.table) return false;
    const gone = new Set([...removed, ...upserts.map((report) => report._id)]);
    const kept: Report[] = [];
    for (let i = 0; i < this.table.size; i += 1) if (!gone.has(this.table.id[i])) kept.push(reportAt(this.table, i));
    const list = [...kept, ...upserts].sort(
      (a, b) => dayNumber(b.date) - dayNumber(a.date) || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0),
    );
    const current = revisions !== null && revisions.before === this.tag;
    this.use(tableOf(list), current ? revisions.after : (this.tag ?? ''));
    return current;
  }
}
