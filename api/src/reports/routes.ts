import { PassThrough } from 'node:stream';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AreaDescriptor } from '@console/contract/areas';
import {
  filtersFromQuery,
  filtersToQuery,
  indexReports,
  issueMessages,
  normalizeReportInput,
  queryReports,
  validateReport,
  type ReportInput,
} from '@console/contract/reports';
import {
  FirstPageQuery,
  IdParams,
  type FirstPageAnswer,
  type ImportAnswer,
  type ReportOptionsAnswer,
} from '@console/contract/wire';
import type { Database } from '../db';
import { reportAccessHooks } from './access';
import { reportBodySchema } from './input';
import { holdsTag, revisedWrite, revisionTag, sendsRevision, sendsWriteRevisions } from '../revisions/listRevision';
import { withoutDuplicates } from './duplicates';
import { firstPage } from './firstPage';
import { reportRecords, type ReportRecords } from './records';
import { streamReports } from './stream';
import { readSpreadsheetUpload } from './upload';
import { toWire } from './wire';
import { writeReportsXlsx, XLSX_TYPE } from './xlsx/exportReports';
import { ImportRefused, parseReportsXlsx } from './xlsx/importReports';

export interface ReportRouteOptions {
  db: Database;
  area: AreaDescriptor;
  /** The Catch By list ('Agent' + the configured staff). */
  catchBy: string[];
}

export const MAX_IMPORT_ROWS = 100_000;

const NDJSON = 'application/x-ndjson; charset=utf-8';
const MAX_PAGE_SIZE = 100;
/** A refused request: the app's error handler answers `{message}` with its status. */
class ReportError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * One area's report calls (turbo.md §7, forex.md §7), registered under /api + the descriptor's base:
 * GET /all, GET /options, POST /create, PUT and DELETE /:id, POST /import, GET /exportExcel; and for
 * lists of 100,000 the page's own calls GET /columns (the list streamed as columns) and GET /first-page.
 */
export default async function reportRoutes(base: FastifyInstance, { db, area, catchBy }: ReportRouteOptions) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const { report } = area;
  const { messages } = report;
  const access = reportAccessHooks(area.section, report);
  const records = reportRecords(db, area.key);
  const options = { catchBy };

  const checked = (body: unknown): ReportInput => {
    const input = normalizeReportInput(body);
    const issues = validateReport(input, options);
    if (issues.length) throw new ReportError(400, issueMessages(issues)[0]);
    return input;
  };

  // The spec's list, unchanged, with its revision as ETag: a copy still current answers 304.
  app.get('/all', access.list, async (request, reply) => {
    if (holdsTag(request, await revisionTag(db, area.key, 'reports'))) return reply.code(304).send();
    const { tag, rows } = await db.transaction(
      async (tx) => ({
        tag: await revisionTag(tx, area.key, 'reports'),
        rows: await reportRecords(tx, area.key).list(),
      }),
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    return sendsRevision(reply, tag).send({ data: rows.map(toWire) });
  });

  // The same list as columns, streamed (reportBlocks.ts), for the page's worker; 304 while current.
  app.get('/columns', access.list, async (request, reply) => {
    const current = await revisionTag(db, area.key, 'reports');
    if (holdsTag(request, current)) return sendsRevision(reply, current).code(304).send();
    const stream = await streamReports(db, area.key);
    return sendsRevision(reply, stream.tag).type(NDJSON).send(stream.body);
  });

  // The default view's first page, count and totals from SQL, shown while the columns arrive.
  app.get('/first-page', { ...access.list, schema: { querystring: FirstPageQuery } }, async (request, reply) => {
    const { startDate = '', endDate = '', pageSize = '20' } = request.query;
    const size = Number(pageSize);
    if (!(size >= 1 && size <= MAX_PAGE_SIZE)) throw new ReportError(400, `pageSize must be 1 to ${MAX_PAGE_SIZE}`);
    // Same list, same page: a reload's browser revalidates its stored answer instead of counting again.
    const tag = await revisionTag(db, area.key, 'reports');
    if (holdsTag(request, tag)) return sendsRevision(reply, tag).code(304).send();
    const page: FirstPageAnswer = await firstPage(db, area.key, { startDate, endDate, pageSize: size });
    return sendsRevision(reply, tag).send(page);
  });

  app.get('/options', access.options, async (): Promise<ReportOptionsAnswer> => ({ data: options }));

  /** A write of the list, answered with the list's revisions around it (revisedWrite). */
  const write = <T>(reply: FastifyReply, change: (tx: ReportRecords) => Promise<T>) =>
    revisedWrite(db, area.key, 'reports', (tx) => change(reportRecords(tx, area.key))).then(({ value, revisions }) => {
      sendsWriteRevisions(reply, revisions);
      return value;
    });

  app.post('/create', { ...access.create, schema: { body: reportBodySchema } }, async (request, reply) => {
    const input = checked(request.body ?? {});
    const row = await write(reply, (tx) => tx.create(input, request.user!.username));
    return reply.code(201).send({ data: toWire(row), message: messages.created });
  });

  app.put(
    '/:id',
    { ...access.update, schema: { params: IdParams, body: reportBodySchema } },
    async (request, reply) => {
      const input = checked(request.body ?? {});
      const row = await write(reply, (tx) => tx.update(request.params.id, input));
      if (!row) throw new ReportError(404, messages.notFound);
      return { data: toWire(row), message: messages.updated };
    },
  );

  app.delete('/:id', { ...access.delete, schema: { params: IdParams } }, async (request, reply) => {
    const row = await write(reply, (tx) => tx.remove(request.params.id));
    if (!row) throw new ReportError(404, messages.notFound);
    return { message: messages.deleted };
  });

  app.post('/import', access.import, async (request, reply) => {
    let parsed;
    try {
      const file = await readSpreadsheetUpload(request);
      parsed = await parseReportsXlsx(file, { catchBy, importedBy: request.user!.username, maxRows: MAX_IMPORT_ROWS });
    } catch (error) {
      if (error instanceof ImportRefused) {
        const refused: ImportAnswer = { message: error.message, errors: [], blankRows: [], data: [] };
        return reply.code(error.statusCode).send(refused);
      }
      throw error;
    }
    const { errors, blankRows } = parsed;
    if (parsed.reports.length === 0) {
      const message = errors.length
        ? messages.importRowProblems
            .replace('{errors}', String(errors.length))
            .replace('{blankRows}', String(blankRows.length))
        : 'The file holds no reports';
      const nothingStored: ImportAnswer = { message, errors, blankRows, data: [] };
      return reply.code(400).send(nothingStored);
    }
    const reports = parsed.reports;
    const { stored, duplicates } = await write(reply, async (tx) => {
      const { fresh, duplicates } = await withoutDuplicates(tx, reports);
      return { stored: await tx.insertAll(fresh), duplicates };
    });
    const skipped = duplicates.length ? `${duplicates.length} duplicates skipped, ` : '';
    const message =
      errors.length || duplicates.length
        ? `${stored.length} of ${stored.length + errors.length + duplicates.length} reports imported; ${skipped}${errors.length} errors and ${blankRows.length} blank rows found`
        : messages.imported;
    const imported: ImportAnswer = {
      message,
      errors: [...errors, ...duplicates],
      blankRows,
      data: stored.map(toWire),
    };
    return imported;
  });

  app.get('/exportExcel', access.export, async (request, reply) => {
    const all = (await records.list()).map(toWire);
    const filters = filtersFromQuery(request.query as Record<string, unknown>);
    // The list's order (newest day first); filtered by the page's own module when any filter is set.
    const filtered = Object.keys(filtersToQuery(filters)).length > 0;
    const chosen = filtered ? Array.from(queryReports(indexReports(all), filters, null).matches, (i) => all[i]) : all;
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
