import { sql, type SQL } from 'drizzle-orm';
import { CODED_FIELDS } from '@console/contract/reports';
import type { AreaKey } from '@console/contract/areas';
import type { Database } from '../db';
import { reports } from '../db/schema';
import { blockPrint } from './blockPlan';
import { ORIGINAL_COLUMNS, WIRE_SEPARATOR } from './reportWire';

/**
 * One block of the whole list with its reports' columns written by PostgreSQL in the shape of the
 * columns call's block line (@console/contract/reports reportBlocks.ts), so that the API neither reads
 * rows nor encodes the reports' own fields. Their originals come as stored, one JSON text for the
 * block, and the API writes their columns and numbers the block's words (blockWords.ts).
 */

/** The characters JavaScript's trim() removes (normalizeReport trims every text). */
const SPACES =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';
const trimmed = (text: SQL) => sql`${text} = btrim(${text}, ${SPACES})`;

/** An array of the values in `order`, '[]' when there are none. */
const list = (value: SQL, order: SQL) =>
  sql`COALESCE(array_to_json(array_agg(${value} ORDER BY ${order})), '[]')::text`;

/** A timestamp as JavaScript's toISOString writes it (milliseconds, truncated as the driver's Date does). */
export const iso = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const CODED_COLUMNS: Record<(typeof CODED_FIELDS)[number], string> = {
  agent: 'agent',
  origin: 'origin',
  catchBy: 'catch_by',
  proofType: 'proof_type',
  proofStatus: 'proof_status',
  voidStatus: 'void_status',
  recordAddBy: 'record_add_by',
};

/**
 * The coded fields' texts in a row of blockColumnsQuery, report by report, as stored: `uses_1` to
 * `uses_7` (agent, ..., recordAddBy), lists 1 to 7 of blockWords.ts.
 */
export const USES = CODED_FIELDS.map((_, i): `uses_${number}` => `uses_${i + 1}`);

/**
 * The columns of the reports `rows` selects (blockRows: whole `reports` rows), each as JSON text, in
 * one pass over them, with `canonical`: whether each report's own fields are already as normalizeReport
 * answers them (texts trimmed, numbers finite, days in range), so that these columns are the ones
 * ReportBlockWriter would write; a block of hand-written records that are not goes through
 * normalizeReport. `print` is the block's blockPrint. The coded fields' texts (`USES`) and the
 * originals (`originals`: the block's reports' originals as stored, `[]` for a report whose originals are
 * not a list) are the API's to number and write (blockWords.ts). Expanding the originals and their bets
 * here (jsonb_array_elements, then an ordered list per column) was two thirds of a block's CPU in
 * PostgreSQL, against a third for writing them out as they are.
 */
export function blockColumnsQuery(rows: SQL): SQL {
  const float = (column: string) => sql`${sql.raw(column)} NOT IN ('NaN', 'Infinity', '-Infinity')`;
  const ordered = (value: SQL) => list(value, sql`date DESC, id DESC`);
  // Numbers go as PostgreSQL writes them, which JSON.parse reads as the same values; `+ 0` makes a -0
  // the 0 JSON.stringify writes.
  return sql`SELECT
      COALESCE(bool_and(date BETWEEN '0001-01-01' AND '9999-12-31' AND ${float('ac_balance')}
        AND ${float('after_void_balance')} AND ${trimmed(sql`user_name`)} AND ${trimmed(sql`remark`)}), true) AS canonical,
      ${blockPrint} AS print,
      ${ordered(sql`id`)} AS id,
      ${ordered(sql`(extract(year FROM date) * 10000 + extract(month FROM date) * 100 + extract(day FROM date))::int`)} AS day,
      ${ordered(sql`user_name`)} AS user_name, ${ordered(sql`remark`)} AS remark,
      ${ordered(sql`ac_balance + 0`)} AS ac_balance, ${ordered(sql`after_void_balance + 0`)} AS after_void_balance,
      ${ordered(iso(sql`created_at`))} AS created_at, ${ordered(iso(sql`updated_at`))} AS updated_at,
      ${ordered(sql`version`)} AS version,
      ${sql.join(
        CODED_FIELDS.map((field, i) => sql`${ordered(sql.raw(CODED_COLUMNS[field]))} AS ${sql.raw(USES[i])}`),
        sql`, `,
      )},
      '[' || COALESCE(string_agg(CASE WHEN jsonb_typeof(originals) = 'array' THEN originals::text ELSE '[]' END, ','
        ORDER BY date DESC, id DESC), '') || ']' AS originals
    FROM (${rows}) AS r`;
}

/**
 * The wires of the reports `rows` selects (blockRows), joined in the list's order (reportWire.ts), and the
 * block's print: `wires` is null when any of them has none (written other than by the API's writers, or
 * before wires were kept), and the block is then read with blockColumnsQuery. With `unwired` (some report
 * of the list has no wire: unwiredReports), whether one of the block's has none is asked first, of the
 * index of reports without a wire (migration 0040), so such a block's rows are read once, for its columns.
 * Joining the wires costs PostgreSQL a fifth of writing the block's columns, and the API about half of
 * numberWords (README "Large lists", issue 20's twenty-sixth session).
 */
export function blockWiresQuery(rows: SQL, unwired: boolean): SQL {
  return sql`SELECT ${blockPrint} AS print,
      CASE WHEN bool_and(wire IS NOT NULL) THEN string_agg(wire, ${WIRE_SEPARATOR} ORDER BY date DESC, id DESC) END AS wires
    FROM (${rows}) AS r
    ${unwired ? sql`WHERE NOT EXISTS (SELECT 1 FROM (${rows}) AS u WHERE u.wire IS NULL)` : sql``}`;
}

/** Whether some report of the area has no wire (from the index of those, migration 0040). */
export async function unwiredReports(tx: Database, area: AreaKey): Promise<boolean> {
  const { rows } = await tx.execute<{ some: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM ${reports} WHERE ${reports.area} = ${area} AND ${reports.wire} IS NULL) AS some`,
  );
  return rows[0].some;
}

/** A row of blockWiresQuery. */
export type BlockWires = { print: string; wires: string | null };

/** The reports' own fields, in the columns blockColumnsQuery writes and a build keeps as they are. */
const OWN_FIELDS = [
  'id',
  'day',
  'user_name',
  'remark',
  'ac_balance',
  'after_void_balance',
  'created_at',
  'updated_at',
  'version',
] as const;

/**
 * The text columns of a block as a build keeps and stores them (storedBlocks.ts, in this order), each
 * JSON, `print` a hex md5.
 */
export const BLOCK_COLUMN_FIELDS = ['print', 'texts', 'codes', ...OWN_FIELDS, ...ORIGINAL_COLUMNS] as const;

/**
 * A block's columns as a build keeps and stores them (each a JSON text): blockColumnsQuery's reports'
 * fields, and the columns blockWords.ts writes: `originals` (how many each report has), the names
 * counts (`sportNames`, ...), `pl`, `bets`, `odds`, `stack`, `time`, `texts` the block's words in order
 * of first use (as ReportBlockWriter numbers them: report by report, its coded fields, then each
 * original's sport, event and market names) and `codes` numbers into them, {"1": agents, ...,
 * "7": recordAddBy, "8": sport names, "9": event names, "10": market names}.
 */
export type BlockColumns = Record<(typeof BLOCK_COLUMN_FIELDS)[number], string> & { canonical: boolean };

/** The columns of blockColumnsQuery's row a build keeps as they are: the print and the reports' own fields. */
export const REPORT_FIELDS = ['print', ...OWN_FIELDS] as const;

/** A row of blockColumnsQuery: the reports' own columns, their coded texts and their originals as stored. */
export type BlockRow = Record<(typeof REPORT_FIELDS)[number] | (typeof USES)[number] | 'originals', string> & {
  canonical: boolean;
};
