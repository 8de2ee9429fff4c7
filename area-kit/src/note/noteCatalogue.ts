import type { Area } from '../descriptor';
import { defineCatalogue } from '../catalogue/catalogue';
import { noteApi } from './noteApi';
import { blankNote, noteInputOf } from './noteForm';
import type { Note, NoteInput, NoteSortKey } from './noteTypes';

/**
 * Ids are time-ordered hex (uuid v7 here, ObjectIds in older data): compared as numbers they sort by
 * creation; compared as text with digits read as numbers ('a2' vs 'a10') they would not.
 */
function creationOrder(id: string): bigint | string {
  const hex = id.replace(/-/g, '');
  return /^[0-9a-f]+$/i.test(hex) ? BigInt(`0x${hex}`) : id;
}

/** The notes page's config and store, one per area: newest first (_id descending; ids are time-ordered). */
export const noteCatalogue = defineCatalogue<Area['note'], Note, NoteInput, NoteSortKey>((resource) => ({
  api: noteApi(resource),
  messages: resource.messages,
  searchTexts: (note) => [note.date, note.origin, note.agent, note.user, note.whatsappGroup, note.note, note.noteAddby],
  sortValue: (note, key) => (key === '_id' ? creationOrder(note._id) : note[key]),
  defaultSort: { key: '_id', direction: 'desc' },
  defaultPageSize: resource.pageSizes[0],
  versioning: {
    auditResource: 'note',
    inputOf: (note) => (note ? noteInputOf(note) : blankNote()),
    fields: [
      { key: 'date', label: 'Date' },
      { key: 'origin', label: 'Origin' },
      { key: 'agent', label: 'Agent' },
      { key: 'user', label: 'User' },
      { key: 'whatsappGroup', label: 'WhatsApp Group' },
      { key: 'note', label: 'Note' },
    ],
  },
}));
