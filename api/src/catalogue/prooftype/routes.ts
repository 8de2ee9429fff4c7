import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ProofTypeBody, ProofTypeRecord } from '@console/contract/wire';
import { proofTypes } from '../../db/schema';
import { areaRecords } from '../areaRecords';
import { proofTypeFields } from './fields';
import { serverMessages } from '../messages';
import { recordRoutes } from '../recordRoutes';
import type { CatalogueRouteOptions } from '../routeOptions';
import { proofTypeWire } from '../wire';

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
    writes: { body: ProofTypeBody, createValues: proofTypeFields, updateValues: proofTypeFields },
  });
}
