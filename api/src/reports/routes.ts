import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
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
import type { Database } from '../db';
import { reportAccessHooks } from './access';
import { reportBodySchema } from './input';
import { reportRecords } from './records';
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

const idParams = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } as const;

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
 * GET /all, GET /options, POST /create, PUT and DELETE /:id, POST /import, GET /exportExcel.
 */
export default async function reportRoutes(app: FastifyInstance, { db, area, catchBy }: ReportRouteOptions) {
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

  app.get('/all', access.list, async () => ({ data: (await records.list()).map(toWire) }));

  app.get('/options', access.options, async () => ({ data: options }));

  app.post('/create', { ...access.create, schema: { body: reportBodySchema } }, async (request, reply) => {
    const row = await records.create(checked(request.body ?? {}), request.user!.username);
    return reply.code(201).send({ data: toWire(row), message: messages.created });
  });

  app.put<{ Params: { id: string } }>(
    '/:id',
    { ...access.update, schema: { params: idParams, body: reportBodySchema } },
    async (request) => {
      const row = await records.update(request.params.id, checked(request.body ?? {}));
      if (!row) throw new ReportError(404, messages.notFound);
      return { data: toWire(row), message: messages.updated };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/:id',
    { ...access.delete, schema: { params: idParams } },
    async (request) => {
      const row = await records.remove(request.params.id);
      if (!row) throw new ReportError(404, messages.notFound);
      return { message: messages.deleted };
    },
  );

  app.post('/import', access.import, async (request, reply) => {
    let parsed;
    try {
      const file = await readSpreadsheetUpload(request);
      parsed = await parseReportsXlsx(file, { catchBy, importedBy: request.user!.username, maxRows: MAX_IMPORT_ROWS });
    } catch (error) {
      if (error instanceof ImportRefused) {
        return reply.code(error.statusCode).send({ message: error.message, errors: [], blankRows: [], data: [] });
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
      return reply.code(400).send({ message, errors, blankRows, data: [] });
    }
    const stored = await records.insertAll(parsed.reports);
    const message = errors.length
      ? `${stored.length} of ${stored.length + errors.length} reports imported; ${errors.length} errors and ${blankRows.length} blank rows found`
      : messages.imported;
    return { message, errors, blankRows, data: stored.map(toWire) };
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
