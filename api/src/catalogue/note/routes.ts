import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isCalendarDay, todayInKolkata } from '@console/contract/time';
import { notes } from '../../db/schema';
import { areaRecords } from '../areaRecords';
import { badRequest } from '../errors';
import { serverMessages } from '../messages';
import { recordRoutes } from '../recordRoutes';
import type { CatalogueRouteOptions } from '../routeOptions';

interface Body {
  date?: string | null;
  origin?: string | null;
  agent?: string | null;
  user?: string | null;
  whatsappGroup?: string | null;
  note?: string | null;
}

const optionalText = { type: ['string', 'null'], maxLength: 500 } as const;
const body = {
  type: 'object',
  properties: {
    date: { type: ['string', 'null'], maxLength: 10 },
    origin: optionalText,
    agent: optionalText,
    user: optionalText,
    whatsappGroup: optionalText,
    note: { type: ['string', 'null'], maxLength: 50_000 },
  },
} as const;

/** The note's fields; the optional ones blank when sent empty, unchanged (undefined) when not sent. */
function fields(payload: unknown) {
  const { date, origin, agent, user, whatsappGroup, note } = (payload ?? {}) as Body;
  if (!note?.trim()) throw badRequest('Note content is required');
  if (date && !isCalendarDay(date)) throw badRequest('Date must be a valid date as YYYY-MM-DD');
  const text = (value: string | null | undefined) => (value === undefined ? undefined : (value ?? '').trim());
  return {
    date: date || undefined,
    origin: text(origin),
    agent: text(agent),
    noteUser: text(user),
    whatsappGroup: text(whatsappGroup),
    note,
  };
}

/**
 * /api/note or /api/forexnote: `{date, origin, agent, user, whatsappGroup, note}`; answers `data` and
 * `message` (deletes: `message`). The note itself is kept as written (its line breaks matter); a note
 * without a date is about today (Asia/Kolkata); `noteAddby` is whoever added it.
 */
export default async function noteRoutes(app: FastifyInstance, { db, area }: CatalogueRouteOptions) {
  const { rights, noun, createPath } = area.note;
  recordRoutes(app, {
    records: areaRecords(db, notes, area.key),
    section: area.section,
    rights,
    messages: serverMessages(noun),
    toWire: (row) => ({
      _id: row.id,
      date: row.date,
      origin: row.origin,
      agent: row.agent,
      user: row.noteUser,
      whatsappGroup: row.whatsappGroup,
      note: row.note,
      noteAddby: row.addedBy,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    }),
    writes: {
      createPath,
      body,
      createValues: (payload: unknown, request: FastifyRequest) => {
        const values = fields(payload);
        return { ...values, date: values.date ?? todayInKolkata(), addedBy: request.user!.username };
      },
      updateValues: fields,
    },
  });
}
