import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { CODED_FIELDS, dayNumber, NAME_LISTS, normalizeReport, Words, type Report } from '@console/contract/reports';
import { BLOCK_CUTS, blockRows, iso, planBlocks, reportLines, reportRecords, sql, type Database } from 'api/testing';
import { startApi } from './apiServer';
import { report } from './report';
import { generateReports } from './reportsData';

/**
 * A prototype, not the product: what a whole-list build from nothing (`wholeList`'s first build: one
 * build ≤ 1 s of server CPU, issue 20, not met) would cost if every report kept its "wire", the report's
 * part of each column of the block line, written once by whoever writes the report. PostgreSQL then only
 * joins a block's wires, and the API cuts them into columns and numbers the words. The current build
 * (`reportLines`) and the prototype read the same 100,000 reports in one snapshot each, alternated, and
 * the prototype's block lines must equal the current build's byte for byte. Neither compresses nor
 * stores (about 0.12 s of brotli and 0.15 s of storing, the same for both). README "Large lists".
 */

const REPORTS = 100_000;
const RUNS = 3;
const json = JSON.stringify;
/** Between a report's names in its wire: JSON writes U+0001 inside a text as an escape, never as itself. */
const NAME_SEPARATOR = '\u0001';

/**
 * A report's wire: its fields as the block line writes them, tab-separated (JSON writes a tab inside a
 * text as an escape): its own fields, its coded texts as JSON, how many originals, their names in order
 * of use as JSON, and per list of names, pl, bets, odds, stack and time the fragments of those columns.
 */
function wireOf(one: Report): string {
  const { originals } = one;
  const names: string[] = [];
  for (const original of originals)
    for (const list of NAME_LISTS) for (const name of original[list]) names.push(json(name));
  const bets = originals.flatMap((original) => original.betDetails);
  return [
    json(one._id),
    String(dayNumber(one.date)),
    json(one.userName),
    json(one.remark),
    json(one.acBalance),
    json(one.afterVoidBalance),
    json(one.createdAt ?? ''),
    json(one.updatedAt ?? ''),
    String(one.version ?? 0),
    ...CODED_FIELDS.map((field) => json(one[field])),
    String(originals.length),
    names.join(NAME_SEPARATOR),
    ...NAME_LISTS.map((list) => originals.map((original) => original[list].length).join(',')),
    originals.map((original) => json(original.pl)).join(','),
    originals.map((original) => original.betDetails.length).join(','),
    bets.map((bet) => json(bet.odds)).join(','),
    bets.map((bet) => json(bet.stack)).join(','),
    bets.map((bet) => json(bet.time)).join(','),
  ].join('\t');
}

const OWN = 9;
const CODED = CODED_FIELDS.length;
const COUNT_AT = OWN + CODED;
const TAIL = 5;
const list = (values: readonly (string | number)[]) => `[${values.join(',')}]`;
const object = (keys: readonly string[], values: readonly string[]) =>
  `{${keys.map((key, i) => `"${key}":${values[i]}`).join(',')}}`;

/** A block's line from its reports' wires (one per line, in the list's order); words numbered into `words`. */
function lineOf(wires: string, words: Words): string {
  const known = words.list.length;
  const own = Array.from({ length: OWN }, () => [] as string[]);
  const codes = Array.from({ length: CODED }, () => [] as number[]);
  const names = NAME_LISTS.map(() => [] as number[]);
  const nameCounts = NAME_LISTS.map(() => [] as string[]);
  const originals: string[] = [];
  const tail = Array.from({ length: TAIL }, () => [] as string[]);
  for (const wire of wires.split('\n')) {
    const fields = wire.split('\t');
    for (let i = 0; i < OWN; i += 1) own[i].push(fields[i]);
    for (let i = 0; i < CODED; i += 1) codes[i].push(words.of(fields[OWN + i]));
    originals.push(fields[COUNT_AT]);
    if (fields[COUNT_AT] === '0') continue;
    const used = fields[COUNT_AT + 1] === '' ? [] : fields[COUNT_AT + 1].split(NAME_SEPARATOR);
    const perOriginal = NAME_LISTS.map((_, l) => fields[COUNT_AT + 2 + l].split(',').map(Number));
    let at = 0;
    for (let o = 0; o < perOriginal[0].length; o += 1)
      for (let l = 0; l < NAME_LISTS.length; l += 1)
        for (let k = 0; k < perOriginal[l][o]; k += 1) names[l].push(words.of(used[at++]));
    NAME_LISTS.forEach((_, l) => nameCounts[l].push(fields[COUNT_AT + 2 + l]));
    for (let t = 0; t < TAIL; t += 1) if (fields[COUNT_AT + 5 + t] !== '') tail[t].push(fields[COUNT_AT + 5 + t]);
  }
  const [id, day, userName, remark, acBalance, afterVoidBalance, createdAt, updatedAt, version] = own.map(list);
  const [pl, bets, odds, stack, time] = tail.map(list);
  return `{"kind":"block","words":${list(words.list.slice(known))},"id":${id},"day":${day},"userName":${userName},"remark":${remark},"codes":${object(CODED_FIELDS, codes.map(list))},"acBalance":${acBalance},"afterVoidBalance":${afterVoidBalance},"createdAt":${createdAt},"updatedAt":${updatedAt},"version":${version},"originals":${list(originals)},"nameCounts":${object(NAME_LISTS, nameCounts.map(list))},"names":${object(NAME_LISTS, names.map(list))},"pl":${pl},"bets":${bets},"odds":${odds},"stack":${stack},"time":${time}}\n`;
}

/** CPU seconds of a process so far (/proc/<pid>/stat). */
function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const ownCpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/** Every report of the area as normalizeReport reads it, with its timestamps as the list writes them. */
async function storedReports(db: Database): Promise<Report[]> {
  const { rows } = await db.execute<{ list: string }>(sql`SELECT json_agg(json_build_object(
      '_id', r.id, 'date', r.date, 'userName', r.user_name, 'agent', r.agent, 'origin', r.origin,
      'originals', r.originals, 'acBalance', r.ac_balance, 'afterVoidBalance', r.after_void_balance,
      'catchBy', r.catch_by, 'proofType', r.proof_type, 'proofStatus', r.proof_status,
      'voidStatus', r.void_status, 'remark', r.remark, 'recordAddBy', r.record_add_by,
      'createdAt', ${iso(sql`r.created_at`)}, 'updatedAt', ${iso(sql`r.updated_at`)}, 'version', r.version
    ))::text AS list FROM reports AS r WHERE r.area = 'turbo'`);
  return (JSON.parse(rows[0].list) as unknown[]).map(normalizeReport);
}

/** The block lines of one build in one repeatable-read snapshot, with the CPU the API and PostgreSQL spent. */
async function build(db: Database, lines: (tx: Database) => Promise<string[]>) {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`SET LOCAL jit = off`);
      const {
        rows: [{ pid }],
      } = await tx.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`);
      const [postgresBefore, apiBefore] = [cpuOf(pid), ownCpu()];
      const built = await lines(tx);
      return { lines: built, api: ownCpu() - apiBefore, postgres: cpuOf(pid) - postgresBefore };
    },
    { isolationLevel: 'repeatable read' },
  );
}

const currentBuild = async (tx: Database) => {
  const out: string[] = [];
  const { lines } = await reportLines(tx, 'turbo');
  for await (const line of lines) {
    const text = typeof line === 'string' ? line : Buffer.from(line).toString();
    if (text.startsWith('{"kind":"block"')) out.push(text);
  }
  return out;
};

const wireBuild = async (tx: Database) => {
  const plan = await planBlocks(tx, 'turbo', { cuts: BLOCK_CUTS });
  const words = new Words();
  const out: string[] = [];
  for (let n = 0; n < plan.length; n += 1) {
    const {
      rows: [{ wires }],
    } = await tx.execute<{ wires: string }>(
      sql`SELECT string_agg(wire, E'\n' ORDER BY date DESC, id DESC) AS wires FROM (${blockRows('turbo', plan, n)}) AS r`,
    );
    out.push(lineOf(wires, words));
  }
  return out;
};

export default async function wholeListWire() {
  const api = await startApi({ WHOLE_LIST_AHEAD: 'off' });
  try {
    const db = api.connection.db as unknown as Database;
    await reportRecords(api.connection.db, 'turbo').insertAll(
      generateReports(REPORTS).map(({ _id, recordAddBy, ...one }) => ({ report: one, recordAddBy })),
    );
    // The prototype's column, filled once here (the writers would keep it); the list's triggers are
    // left out of this one-off fill.
    await db.execute(sql`ALTER TABLE reports ADD COLUMN wire text`);
    await db.execute(sql`ALTER TABLE reports DISABLE TRIGGER USER`);
    const stored = await storedReports(db);
    const start = performance.now();
    const wires = stored.map(wireOf);
    report(`wire of ${REPORTS.toLocaleString('en')} reports, made in the API`, performance.now() - start, 'ms');
    report('wire per report, average', wires.reduce((sum, wire) => sum + wire.length, 0) / wires.length, 'B');
    for (let at = 0; at < stored.length; at += 5000) {
      const batch = stored.slice(at, at + 5000).map((one, i) => ({ id: one._id, wire: wires[at + i] }));
      await db.execute(sql`UPDATE reports AS r SET wire = v.wire
        FROM json_to_recordset(${json(batch)}::json) AS v(id uuid, wire text) WHERE r.id = v.id`);
    }
    await db.execute(sql`VACUUM ANALYZE reports`);
    for (let run = 0; run < RUNS; run += 1) {
      const current = await build(db, currentBuild);
      const wire = await build(db, wireBuild);
      const same =
        current.lines.length === wire.lines.length && current.lines.every((line, i) => line === wire.lines[i]);
      if (!same) throw new Error('the prototype wrote other lines than the current build');
      report(`run ${run + 1}, current build: CPU in the API`, current.api * 1000, 'ms');
      report(`run ${run + 1}, current build: CPU in PostgreSQL`, current.postgres * 1000, 'ms');
      report(`run ${run + 1}, from wires: CPU in the API`, wire.api * 1000, 'ms');
      report(`run ${run + 1}, from wires: CPU in PostgreSQL`, wire.postgres * 1000, 'ms');
    }
  } finally {
    await api.stop();
  }
}
