import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ProofTypeBody, ProofTypeRecord } from '@console/contract/wire';
import { proofTypes } from '../../db/schema';
import { sanitizeHtml } from '../../html/sanitizeHtml';
import { areaRecords } from '../areaRecords';
import { badRequest } from '../../http/refusal';
import { serverMessages } from '../messages';
import { recordRoutes } from '../recordRoutes';
import type { CatalogueRouteOptions } from '../routeOptions';
import { proofTypeWire } from '../wire';

/** The HTML through the console's allow-list (shared with the browser); a template left empty by that is refused. */
function values({ type, content }: ProofTypeBody) {
  const kept = sanitizeHtml(content ?? '');
  if (!type?.trim() || !kept.trim()) throw badRequest('Type and content are required');
  return { type: type.trim(), content: kept };
}

/**
 * /api/prooftype or /api/forexprooftype: `{type, content}`. Reads answer `data`; creates and updates
 * answer the record under the area's key (`proof` / `forexProofType`).
 */
export default async function proofTypeRoutes(app: FastifyInstance, { db, area }: CatalogueRouteOptions) {
  const { responseKey, rights, noun } = area.prooftype;
  recordRoutes(app, {
    db,
    records: areaRecords(db, proofTypes, area.key),
    resource: 'prooftype',
    area: area.key,
    section: area.section,
    rights,
    messages: serverMessages(noun),
    uniqueField: 'type',
    toWire: proofTypeWire,
    record: ProofTypeRecord,
    answers: {
      written: {
        schema: Type.Object({ [responseKey]: ProofTypeRecord, message: Type.String() }),
        of: (data, message) => ({ [responseKey]: data, message }),
      },
    },
    writes: { body: ProofTypeBody, createValues: values, updateValues: values },
  });
}
