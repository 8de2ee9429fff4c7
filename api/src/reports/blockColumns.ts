import { sql, type SQL } from 'drizzle-orm';
import { CODED_FIELDS, NAME_LISTS } from '@console/contract/reports';
import { blockPrint } from './blockPlan';

/**
 * One block of the whole list with its columns written by PostgreSQL in the shape of the columns
 * call's block line (@console/contract/reports reportBlocks.ts), so that the API neither parses
 * reports nor encodes them: it only numbers the block's words in the stream and joins the columns.
 */

/** The characters JavaScript's trim() removes (normalizeReport trims every text). */
const SPACES =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';
const trimmed = (text: SQL) => sql`${text} = btrim(${text}, ${SPACES})`;

/**
 * Whether `value` (jsonb) is a JSON number normalizeReport and JSON.stringify keep as it is (not out of
 * range, no -0 from an underflow). PostgreSQL writes numbers in full, never with an exponent, so one
 * written in fewer than 300 characters is below 1e300 in size and, unless 0, above 1e-300; a longer one,
 * in range or not, only sends its block through normalizeReport.
 */
const plainNumber = (value: SQL) => sql`(jsonb_typeof(${value}) = 'number' AND octet_length((${value})::text) < 300)`;

/** The array elements of `value`, none when it is not an array (normalizeReport reads those as empty). */
const elements = (value: SQL) =>
  sql`jsonb_array_elements(CASE WHEN jsonb_typeof(${value}) = 'array' THEN ${value} END)`;

/** The length of `value` when it is an array, 0 otherwise (normalizeReport reads those as empty). */
const length = (value: SQL) =>
  sql`CASE WHEN jsonb_typeof(${value}) = 'array' THEN jsonb_array_length(${value}) ELSE 0 END`;

/** An array of the values in `order`, '[]' when there are none. */
const list = (value: SQL, order: SQL) =>
  sql`COALESCE(array_to_json(array_agg(${value} ORDER BY ${order})), '[]')::text`;

const num = (value: bigint) => sql.raw(String(value));

/** A timestamp as JavaScript's toISOString writes it (milliseconds, truncated as the driver's Date does). */
export const iso = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The columns of `reports` a block is made of (none of the derived view columns). */
const REPORT_COLUMNS = [
  'id',
  'date',
  'user_name',
  'remark',
  'agent',
  'origin',
  'catch_by',
  'proof_type',
  'proof_status',
  'void_status',
  'record_add_by',
  'ac_balance',
  'after_void_balance',
  'created_at',
  'updated_at',
  'version',
  'originals',
];

/**
 * The orders of a block's originals and bets are single bigints, five digits a level: an original's
 * place (n, ord) is n * PLACE + ord, a bet's (n, ord, k) that times PLACE + k. They hold for fewer than
 * 100,000 reports a block (it has 2,000), originals a report and bets an original: a block with a
 * longer list goes through normalizeReport (shortArray).
 */
const PLACE = 100000n;
/** Whether `value` is an array short enough for the orders above. */
const shortArray = (value: SQL) => sql`(jsonb_typeof(${value}) = 'array' AND ${length(value)} < ${num(PLACE)})`;

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
 * The coded lists' uses in a row of blockColumnsQuery, 1 to 10 as blockWords.ts numbers them: `uses_1`
 * to `uses_7` the coded fields' texts report by report (agent, ..., recordAddBy), `uses_8` to `uses_10`
 * each original's sport, event and market names as stored (a list of names, or whatever was written).
 */
export const USES = Array.from(
  { length: CODED_FIELDS.length + NAME_LISTS.length },
  (_, i): `uses_${number}` => `uses_${i + 1}`,
);

/**
 * The columns of the reports `rows` selects (blockRows: whole `reports` rows), each as JSON text, with
 * `canonical`: whether every report is already as normalizeReport answers it (texts trimmed, names
 * in arrays, numbers finite, originals and bets objects in arrays), so that these columns are the
 * ones ReportBlockWriter would write. Older or hand-written records are not: their blocks go through
 * normalizeReport. The words (the coded fields and the names, `USES`) are numbered by the API
 * (blockWords.ts), which checks them too: numbering them here (grouping 20,000 uses a block by text,
 * joining them back and sorting them) was 40% of a block's CPU in PostgreSQL. `print` is the block's
 * blockPrint.
 */
export function blockColumnsQuery(rows: SQL): SQL {
  const float = (column: string) => sql`r.${sql.raw(column)} NOT IN ('NaN', 'Infinity', '-Infinity')`;
  // Numbers go as PostgreSQL writes them, which JSON.parse reads as the same values; `+ 0` makes a -0
  // the 0 JSON.stringify writes.
  return sql`WITH r AS (SELECT ${sql.raw(REPORT_COLUMNS.join(', '))}, row_hash,
        row_number() OVER (ORDER BY r.date DESC, r.id DESC) AS n FROM (${rows}) AS r),
    o AS (SELECT r.n, e.ord, r.n * ${num(PLACE)} + e.ord AS at, jsonb_typeof(e.value) = 'object' AS object,
      ${sql.join(
        NAME_LISTS.map((name) => sql`e.value->${name} AS ${sql.raw(`"${name}"`)}`),
        sql`, `,
      )}, e.value->'pl' AS pl, e.value->'betDetails' AS bets
      FROM r, ${elements(sql`r.originals`)} WITH ORDINALITY AS e(value, ord)),
    b AS (SELECT o.at * ${num(PLACE)} + e.ord AS at, jsonb_typeof(e.value) = 'object' AS object,
      e.value->'odds' AS odds, e.value->'stack' AS stack, e.value->'time' AS time
      FROM o, ${elements(sql`o.bets`)} WITH ORDINALITY AS e(value, ord))
    SELECT
      (SELECT bool_and(${shortArray(sql`originals`)} AND date BETWEEN '0001-01-01' AND '9999-12-31'
        AND ${float('ac_balance')} AND ${float('after_void_balance')}
        AND ${trimmed(sql`user_name`)} AND ${trimmed(sql`remark`)}) FROM r)
      AND (SELECT COALESCE(bool_and(object
        AND ${sql.join(
          NAME_LISTS.map((name) => shortArray(sql.raw(`"${name}"`))),
          sql` AND `,
        )}
        AND ${plainNumber(sql`pl`)} AND ${shortArray(sql`bets`)}), true) FROM o)
      AND (SELECT COALESCE(bool_and(object AND ${plainNumber(sql`odds`)} AND ${plainNumber(sql`stack`)}
        AND jsonb_typeof(time) = 'string' AND ${trimmed(sql`(time #>> '{}')`)}), true) FROM b)
      AS canonical, (SELECT ${blockPrint} FROM r) AS print,
      per_report.*, per_original.*, per_bet.*
    FROM (SELECT ${list(sql`id`, sql`n`)} AS id,
        ${list(sql`(extract(year FROM date) * 10000 + extract(month FROM date) * 100 + extract(day FROM date))::int`, sql`n`)} AS day,
        ${list(sql`user_name`, sql`n`)} AS user_name, ${list(sql`remark`, sql`n`)} AS remark,
        ${list(sql`ac_balance + 0`, sql`n`)} AS ac_balance,
        ${list(sql`after_void_balance + 0`, sql`n`)} AS after_void_balance,
        ${list(iso(sql`created_at`), sql`n`)} AS created_at, ${list(iso(sql`updated_at`), sql`n`)} AS updated_at,
        ${list(sql`version`, sql`n`)} AS version,
        ${sql.join(
          CODED_FIELDS.map((field, i) => sql`${list(sql.raw(CODED_COLUMNS[field]), sql`n`)} AS ${sql.raw(USES[i])}`),
          sql`, `,
        )},
        ${list(length(sql`originals`), sql`n`)}
          AS originals FROM r) AS per_report,
      (SELECT ${sql.join(
        NAME_LISTS.map((name) => sql`${list(length(sql.raw(`"${name}"`)), sql`at`)} AS ${sql.raw(`"${name}"`)}`),
        sql`, `,
      )}, ${sql.join(
        NAME_LISTS.map(
          (name, i) => sql`${list(sql.raw(`"${name}"`), sql`at`)} AS ${sql.raw(USES[CODED_FIELDS.length + i])}`,
        ),
        sql`, `,
      )}, ${list(sql`pl`, sql`at`)} AS pl, ${list(length(sql`bets`), sql`at`)} AS bets
        FROM o) AS per_original,
      (SELECT ${list(sql`odds`, sql`at`)} AS odds, ${list(sql`stack`, sql`at`)} AS stack,
        ${list(sql`time`, sql`at`)} AS time FROM b) AS per_bet`;
}

/** The text columns of a row of blockColumnsQuery (each JSON as PostgreSQL writes it, `print` a hex md5). */
export const BLOCK_COLUMN_FIELDS = [
  'print',
  'texts',
  'codes',
  'id',
  'day',
  'user_name',
  'remark',
  'ac_balance',
  'after_void_balance',
  'created_at',
  'updated_at',
  'version',
  'originals',
  ...NAME_LISTS,
  'pl',
  'bets',
  'odds',
  'stack',
  'time',
] as const;

/**
 * A block's columns as a build keeps and stores them: blockColumnsQuery's row with its words numbered
 * (blockWords.ts): `texts` the block's words in order of first use (as ReportBlockWriter numbers them:
 * report by report, its coded fields, then each original's sport, event and market names) and `codes`
 * numbers into them, {"1": agents, ..., "7": recordAddBy, "8": sport names, "9": event names, "10":
 * market names}.
 */
export type BlockColumns = Record<(typeof BLOCK_COLUMN_FIELDS)[number], string> & { canonical: boolean };

/** A row of blockColumnsQuery: a block's columns with its words' uses, not numbered yet. */
export type BlockRow = Omit<BlockColumns, 'texts' | 'codes'> & Record<(typeof USES)[number], string>;
