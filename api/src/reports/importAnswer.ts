import type { FastifyReply } from 'fastify';
import { ImportAnswer, ReportRecord } from '@console/contract/wire';
import type { ReportRow } from '../db/schema';
import { toWire } from './wire';

/**
 * At most this much of an import's answer is compressed in one call on the event loop (about 5,000
 * reports; gzip 1 packs 2.5 MB in about 10 ms); a larger answer goes through the plugin's stream.
 */
export const IMPORT_ANSWER_AT_ONCE_BYTES = 4 * 1024 * 1024;

/** A TypeBox schema as Fastify's compileSerializationSchema takes it (a plain JSON Schema object). */
const jsonSchema = (schema: object) => schema as Record<string, unknown>;

/** A stored report as the import's answer sends it: the route's own serialiser of ReportRecord. */
export const reportText = (reply: FastifyReply) => {
  const serialise = reply.compileSerializationSchema(jsonSchema(ReportRecord));
  return (row: ReportRow) => serialise(toWire(row));
};

/**
 * The import's answer as its schema serialises it, `data` given as the stored reports' texts
 * (reportText), made while PostgreSQL wrote them: the answer of 3,376 reports (2.5 MB) took 70-130 ms
 * to serialise after the commit, and 30-80 ms more to turn the rows into reports.
 */
export function importAnswerText(
  reply: FastifyReply,
  rest: Omit<ImportAnswer, 'data'>,
  reports: readonly string[],
): FastifyReply {
  const serialise = reply.compileSerializationSchema(jsonSchema(ImportAnswer));
  const withoutData = serialise({ ...rest, data: [] });
  // `data` is the schema's last field.
  if (!withoutData.endsWith('"data":[]}')) throw new Error('an import answer no longer ends with its data');
  return reply.type('application/json; charset=utf-8').send(`${withoutData.slice(0, -2)}${reports.join(',')}]}`);
}
