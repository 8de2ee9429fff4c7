import type { FastifyInstance } from 'fastify';
import { NoteBody, NoteRecord } from '@console/contract/wire';
import { notes } from '../../db/schema';
import { areaRecords } from '../areaRecords';
import { newNote, noteFields } from './fields';
import { serverMessages } from '../messages';
import { recordRoutes } from '../recordRoutes';
import { stored } from '../wire';
import type { CatalogueRouteOptions } from '../routeOptions';

/**
 * /api/note or /api/forexnote: `{date, origin, agent, user, whatsappGroup, note}`; answers `data` and
 * `message` (deletes: `message`). The note itself is kept as written (its line breaks matter); a note
 * without a date is about today (Asia/Kolkata); `noteAddby` is whoever added it.
 */
export default async function noteRoutes(app: FastifyInstance, { db, area }: CatalogueRouteOptions) {
  const { rights, noun, createPath } = area.note;
  recordRoutes(app, {
    db,
    records: areaRecords(db, notes, area.key),
    resource: 'note',
    area: area.key,
    section: area.section,
    rights,
    messages: serverMessages(noun),
    record: NoteRecord,
    toWire: (row): NoteRecord => ({
      ...stored(row),
      date: row.date,
      origin: row.origin,
      agent: row.agent,
      user: row.noteUser,
      whatsappGroup: row.whatsappGroup,
      note: row.note,
      noteAddby: row.addedBy,
    }),
    writes: {
      createPath,
      body: NoteBody,
      createValues: (payload, request) => newNote(payload, request.user!.username),
      updateValues: noteFields,
    },
  });
}
