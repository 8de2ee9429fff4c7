import { PassThrough } from 'node:stream';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AreaDescriptor } from '@console/contract/areas';
import {
  emptyReportFilters,
  filtersFromQuery,
  viewFromQuery,
  issueMessages,
  normalizeReportInput,
  validateReport,
  type ReportInput,
} from '@console/contract/reports';
import {
  FirstPageAnswer,
  FirstPageQuery,
  IdParams,
  ImportAnswer,
  ImportRefusalAnswer,
  MessageAnswer,
  ReportListAnswer,
  ReportOptionsAnswer,
  ReportViewAnswer,
  ReportViewQuery,
  ReportWriteAnswer,
} from '@console/contract/wire';
import { audit, type AuditEntry } from '../audit/audit';
import type { Database } from '../db';
import type { ReportRow } from '../db/schema';
import { answers, refusals } from '../http/answers';
import { fastCompression } from '../http/compression';
import { Refusal } from '../http/refusal';
import { checkVersion } from '../http/versions';
import { reportAccessHooks } from './access';
import { reportBodySchema } from './input';
import {
  holdsTag,
  revisedWrite,
  revisionOf,
  revisionTag,
  sendsRevision,
  sendsWriteRevisions,
} from '../revisions/listRevision';
import { answerCache } from '../revisions/answerCache';
import { packedAnswer, sendPacked, type PackedAnswer } from '../http/compression';
import { keptWholeList } from '../revisions/listSnapshots';
import { buildWholeListAhead } from './wholeListAhead';
import type { QuietMoment } from '../ops/quietMoments';
import type { OpenLowPriority } from '../db/lowPriority';
import type { CountLane } from '../db/countLane';
import type { WholeListAnswers } from '../revisions/wholeListAnswers';
import { IMPORT_ANSWER_AT_ONCE_BYTES, importAnswerText, reportText } from './importAnswer';
import { importWhileReading, NothingToImport } from './importing';
import { mergePendingSearchEntries } from './pendingSearchEntries';
import { reportsInView, reportView, type ViewCount } from './view';
import { WALK_LIMIT } from '../db/pageWalk';
import { wholeListCheck } from './wholeList';
import { reportRecords, type ReportRecords } from './records';
import { KeptBlocks } from './blockPlan';
import { storedBlocks } from './storedBlocks';
import { reportLines } from './stream';
import { readSpreadsheetUpload } from './upload';
import { toWire } from './wire';
import { writeReportsXlsx, XLSX_TYPE } from './xlsx/exportReports';
import { openReportsXlsx } from './xlsx/importReports';

export interface ReportRouteOptions {
  db: Database;
  area: AreaDescriptor;
  /** The Catch By list ('Agent' + the configured staff). */
  catchBy: string[];
  /** The whole-list answers' limits, shared by both areas (per person, in all). */
  wholeLists: WholeListAnswers;
  /** Above this many reports the page keeps to GET /view (REPORT_BROWSER_LIST_MAX). */
  browserListMax: number;
  /** Build the whole list ahead of its readers (WHOLE_LIST_AHEAD, wholeListAhead.ts). */
  buildAhead: boolean;
  /** A moment when the instance answers no one (quietMoments.ts): a build on start waits for them. */
  quietMoment: QuietMoment;
  /** Connections of the lowest CPU priority for a build nobody waits for (db/lowPriority.ts). */
  lowPriority?: OpenLowPriority;
  /** Connections kept for the views' counts (db/countLane.ts). */
  countLane?: CountLane;
}

export const MAX_IMPORT_ROWS = 100_000;

const NDJSON = 'application/x-ndjson; charset=utf-8';
const MAX_PAGE_SIZE = 100;
/** Per area and instance: first pages (a few date ranges) and views (at most 100 reports each) kept per revision. */
const KEPT_FIRST_PAGES = 32;
const KEPT_VIEWS = 200;
/** A refused request: the app's error handler answers `{message}` with its status. */
/**
 * One area's report calls (turbo.md §7, forex.md §7), registered under /api + the descriptor's base:
 * GET /all, GET /options, POST /create, PUT and DELETE /:id, POST /import, GET /exportExcel; and for
 * lists of 100,000 the page's own calls GET /columns (the list as columns, built once per revision) and
 * GET /first-page.
 */
export default async function reportRoutes(
  base: FastifyInstance,
  {
    db,
    area,
    catchBy,
    wholeLists,
    browserListMax,
    buildAhead,
    quietMoment,
    lowPriority,
    countLane,
  }: ReportRouteOptions,
) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const { report } = area;
  const { messages } = report;
  const access = reportAccessHooks(area.section, report);
  const options = { catchBy };
  const wholeListAllowed = wholeListCheck(db, area.key, browserListMax);

  const checked = (body: unknown): ReportInput => {
    const input = normalizeReportInput(body);
    const issues = validateReport(input, options);
    if (issues.length) throw new Refusal(400, issueMessages(issues)[0]);
    return input;
  };

  // The spec's list, unchanged, with its revision as ETag: a copy still current answers 304.
  app.get(
    '/all',
    { ...access.list, schema: { response: answers({ 200: ReportListAnswer }) } },
    async (request, reply) => {
      // 304 has no body, so no schema: the untyped reply sends it.
      const unchanged = () => (reply as FastifyReply).code(304).send();
      if (holdsTag(request, await revisionTag(db, area.key, 'reports'))) return unchanged();
      const { tag, rows } = await db.transaction(
        async (tx) => ({
          tag: await revisionTag(tx, area.key, 'reports'),
          rows: await reportRecords(tx, area.key).list(),
        }),
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      return sendsRevision(reply, tag).send({ data: rows.map(toWire) });
    },
  );

  // The same list as columns (reportBlocks.ts) for the page's worker, built once per revision and sent
  // from that copy; 304 while the browser's copy is current.
  // First pages and views answered at the current revision, kept for everyone who asks for the same.
  const keptFirstPages = answerCache<PackedAnswer>(KEPT_FIRST_PAGES);
  const keptViews = answerCache<PackedAnswer>(KEPT_VIEWS);
  // A view's count and totals by its filters alone: turning the pages of a search counts it once.
  const keptCounts = answerCache<ViewCount>(KEPT_VIEWS);

  const keptBlocks = new KeptBlocks(browserListMax, storedBlocks(db, area.key), (error) =>
    app.log.warn({ err: error }, `storing the ${area.key} whole list's blocks failed`),
  );
  app.addHook('onClose', () => keptBlocks.close());
  const columns = keptWholeList(
    db,
    area.key,
    'reports',
    (tx, pace) => reportLines(tx, area.key, { kept: keptBlocks, pace }),
    lowPriority,
    (error) => app.log.error({ err: error }, `storing the ${area.key} report list failed`),
  );
  // A copy answered before it was stored is stored before the instance closes.
  app.addHook('onClose', () => columns.stored());
  if (buildAhead) {
    const ahead = buildWholeListAhead(app, {
      db,
      area: area.key,
      kept: columns,
      allowed: wholeListAllowed,
      quietMoment,
      storeBlocksNow: () => keptBlocks.storeNow(),
      takeStoredBlocks: (epoch) => keptBlocks.takeStored(epoch),
    });
    // Every write of this area's reports (create, update, delete, import) that succeeded.
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) ahead.afterWrite();
    });
  }
  app.get('/columns', { ...access.list, schema: { response: refusals } }, async (request, reply) => {
    const current = await revisionOf(db, area.key, 'reports');
    return wholeLists.send(request, reply, { current, kept: columns, contentType: NDJSON });
  });

  // The default view's first page, count and totals from SQL, shown while the columns arrive.
  const firstPage = { querystring: FirstPageQuery, response: answers({ 200: FirstPageAnswer }) };
  app.get('/first-page', { ...access.list, schema: firstPage }, async (request, reply) => {
    const { startDate = '', endDate = '', pageSize = '20' } = request.query;
    const size = Number(pageSize);
    if (!(size >= 1 && size <= MAX_PAGE_SIZE)) throw new Refusal(400, `pageSize must be 1 to ${MAX_PAGE_SIZE}`);
    // Same list, same page: a reload's browser revalidates its stored answer instead of counting again.
    const tag = await revisionTag(db, area.key, 'reports');
    if (holdsTag(request, tag)) return sendsRevision(reply, tag).code(304).send();
    const filters = { ...emptyReportFilters(), startDate, endDate };
    const page = await keptFirstPages(tag, JSON.stringify([startDate, endDate, size]), async () => {
      const { data, total, totals } = await reportView(db, area.key, { filters, sort: null, page: 1, pageSize: size });
      return packedAnswer(reply.serialize({ data, total, totals } satisfies FirstPageAnswer));
    });
    return sendPacked(request, sendsRevision(reply, tag), page);
  });

  // Any view of the list (filters, search, sort, page) answered by SQL: what the page shows while the
  // whole list is not in the browser, or always above REPORT_BROWSER_LIST_MAX reports.
  const view = { querystring: ReportViewQuery, response: answers({ 200: ReportViewAnswer }) };
  app.get('/view', { ...access.list, schema: view }, async (request, reply) => {
    const view = viewFromQuery(request.query);
    const asked = Number(request.query.pageSize ?? view.pageSize);
    if (!(asked >= 1 && asked <= MAX_PAGE_SIZE)) throw new Refusal(400, `pageSize must be 1 to ${MAX_PAGE_SIZE}`);
    const tag = await revisionTag(db, area.key, 'reports');
    if (holdsTag(request, tag)) return sendsRevision(reply, tag).code(304).send();
    // A view asked again at the same revision (everyone's default, a search typed twice) is counted,
    // written out and packed once.
    const key = JSON.stringify(Object.entries(request.query).sort(([a], [b]) => a.localeCompare(b)));
    const answer = await keptViews(tag, key, async () => {
      const [found, wholeList] = await Promise.all([
        reportView(db, area.key, view, WALK_LIMIT, keptCounts, countLane),
        wholeListAllowed(tag),
      ]);
      return packedAnswer(reply.serialize({ ...found, wholeList } satisfies ReportViewAnswer));
    });
    return sendPacked(request, sendsRevision(reply, tag), answer);
  });

  app.get('/options', { ...access.options, schema: { response: answers({ 200: ReportOptionsAnswer }) } }, async () => ({
    data: options,
  }));

  /**
   * A write of the list in one transaction with its audit entry, answered with the list's revisions
   * around it (revisedWrite).
   */
  const write = <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    change: (records: ReportRecords, tx: Database) => Promise<T>,
    entry: (value: T) => AuditEntry,
  ) =>
    revisedWrite(db, area.key, 'reports', async (tx) => {
      const value = await change(reportRecords(tx, area.key), tx);
      await audit(tx, request, { area: area.key, sections: [area.section], ...entry(value) });
      return value;
    }).then(({ value, revisions }) => {
      sendsWriteRevisions(reply, revisions);
      return value;
    });
  const entryOf = (action: 'create' | 'update' | 'delete', before?: ReportRow, after?: ReportRow): AuditEntry => ({
    resource: 'report',
    action,
    recordId: (after ?? before)!.id,
    before: before ? toWire(before) : null,
    after: after ? toWire(after) : null,
  });
  /** The report locked for a change; 404 when missing, 409 with it when the request names another version. */
  const lockedForChange = async (records: ReportRecords, request: FastifyRequest, id: string) => {
    const current = await records.lock(id);
    if (!current) throw new Refusal(404, messages.notFound);
    checkVersion(request, current, () => toWire(current));
    return current;
  };

  const written = (status: number) => answers({ [status]: ReportWriteAnswer });
  app.post(
    '/create',
    { ...access.create, schema: { body: reportBodySchema, response: written(201) } },
    async (request, reply) => {
      const input = checked(request.body ?? {});
      const row = await write(
        request,
        reply,
        (records) => records.create(input, request.user!.username),
        (created) => entryOf('create', undefined, created),
      );
      return reply.code(201).send({ data: toWire(row), message: messages.created });
    },
  );

  app.put(
    '/:id',
    { ...access.update, schema: { params: IdParams, body: reportBodySchema, response: written(200) } },
    async (request, reply) => {
      const input = checked(request.body ?? {});
      const { after } = await write(
        request,
        reply,
        async (records) => {
          const current = await lockedForChange(records, request, request.params.id);
          return { before: current, after: (await records.update(current, input))! };
        },
        (change) => entryOf('update', change.before, change.after),
      );
      return { data: toWire(after), message: messages.updated };
    },
  );

  const deleted = { params: IdParams, response: answers({ 200: MessageAnswer }) };
  app.delete('/:id', { ...access.delete, schema: deleted }, async (request, reply) => {
    await write(
      request,
      reply,
      async (records) => {
        const current = await lockedForChange(records, request, request.params.id);
        return (await records.remove(current.id, current.version))!;
      },
      (removed) => entryOf('delete', removed),
    );
    return { message: messages.deleted };
  });

  // A refused file answers its ImportAnswer with the refusal's status; other refusals their `{message}`.
  const imports = { response: { ...answers({ 200: ImportAnswer }), '4xx': ImportRefusalAnswer } };
  const importCompression = fastCompression(IMPORT_ANSWER_AT_ONCE_BYTES);
  app.post('/import', { ...access.import, schema: imports, compress: importCompression }, async (request, reply) => {
    const options = { catchBy, importedBy: request.user!.username, maxRows: MAX_IMPORT_ROWS };
    let imported;
    try {
      // Checked as a zip before the write begins; its rows are read inside the write, stored as they come.
      const parts = await openReportsXlsx(await readSpreadsheetUpload(request));
      imported = await write(
        request,
        reply,
        (records, tx) => importWhileReading(records, tx, parts, options, reportText(reply)),
        ({ parsed, stored: created, duplicates }) => ({
          resource: 'report',
          action: 'import',
          // One entry for the whole file: its counts and the ids it created, not one entry per row.
          detail: {
            imported: created.length,
            errors: parsed.errors.length,
            duplicates: duplicates.length,
            blankRows: parsed.blankRows.length,
            ids: created.map((row) => row.id),
          },
        }),
      );
    } catch (error) {
      if (error instanceof Refusal) {
        const refused: ImportAnswer = { message: error.message, errors: [], blankRows: [], data: [] };
        return reply.code(error.statusCode).send(refused);
      }
      if (error instanceof NothingToImport) {
        const { errors, blankRows } = error.parsed;
        const message = errors.length
          ? messages.importRowProblems
              .replace('{errors}', String(errors.length))
              .replace('{blankRows}', String(blankRows.length))
          : 'The file holds no reports';
        const nothingStored: ImportAnswer = { message, errors, blankRows, data: [] };
        return reply.code(400).send(nothingStored);
      }
      throw error;
    }
    // The search indexes' entries the import left pending, merged while the answer is made and sent.
    mergePendingSearchEntries(db).catch((error: unknown) =>
      request.log.warn({ err: error }, 'merging the search indexes after an import failed'),
    );
    const { parsed, stored, storedAnswers, duplicates } = imported;
    const { errors, blankRows } = parsed;
    const skipped = duplicates.length ? `${duplicates.length} duplicates skipped, ` : '';
    const message =
      errors.length || duplicates.length
        ? `${stored.length} of ${stored.length + errors.length + duplicates.length} reports imported; ${skipped}${errors.length} errors and ${blankRows.length} blank rows found`
        : messages.imported;
    return importAnswerText(reply, { message, errors: [...errors, ...duplicates], blankRows }, storedAnswers);
  });

  // A file: the plain instance sends it as it is; only its refusals have a schema.
  base.get('/exportExcel', { ...access.export, schema: { response: refusals } }, async (request, reply) => {
    const filters = filtersFromQuery(request.query as Record<string, unknown>);
    // The list's order (newest day first), filtered by the view's SQL (the page's own rules), in batches.
    const chosen = reportsInView(db, area.key, filters);
    const body = new PassThrough();
    writeReportsXlsx(chosen, body).catch((error: unknown) => {
      request.log.error({ err: error }, 'report export failed');
      body.destroy(error as Error);
    });
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', `attachment; filename="${report.exportFileName}"`)
      .send(body);
  });
}
