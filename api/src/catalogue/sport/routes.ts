import type { FastifyInstance } from 'fastify';
import { listAnswer, recordAnswer, sportBody, sportRecord, type SportBody } from '@console/contract/wire';
import { sports } from '../../db/schema';
import { areaRecords } from '../areaRecords';
import { sportFields } from './fields';
import { serverMessages } from '../messages';
import { recordRoutes } from '../recordRoutes';
import type { CatalogueRouteOptions } from '../routeOptions';
import { sportWire } from '../wire';

/** /api/sports or /api/forexsport: `{sportsName}` / `{forexSportName}`; every answer under `data`. */
export default async function sportRoutes(app: FastifyInstance, { db, area }: CatalogueRouteOptions) {
  const { nameField, rights, noun } = area.sport;
  const messages = serverMessages(noun);
  const record = sportRecord(nameField);

  const values = (body: SportBody) => sportFields(body, area.sport);

  recordRoutes(app, {
    db,
    records: areaRecords(db, sports, area.key),
    resource: 'sport',
    area: area.key,
    section: area.section,
    rights,
    messages,
    uniqueField: 'name',
    toWire: (row) => sportWire(row, area),
    record,
    // The spec reads sports' answers from `data`, deletes included, with these fetch messages.
    answers: {
      list: { schema: listAnswer(record), of: (data) => ({ data, message: messages.listed }) },
      one: { schema: recordAnswer(record), of: (data) => ({ data, message: messages.fetched }) },
      deleted: { schema: recordAnswer(record), of: (data, message) => ({ data, message }) },
    },
    writes: {
      body: sportBody(nameField),
      createValues: values,
      updateValues: values,
    },
  });
}
