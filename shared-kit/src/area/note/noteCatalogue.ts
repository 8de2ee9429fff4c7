import type { NoteResource } from '../../areas/types';
import { defineCatalogue } from '../catalogue/catalogue';
import { noteApi } from './noteApi';
import type { Note, NoteInput, NoteSortKey } from './noteTypes';

/** The notes page's config and store, one per area: newest first (_id descending; ids are time-ordered). */
export const noteCatalogue = defineCatalogue<NoteResource, Note, NoteInput, NoteSortKey>((resource) => ({
  api: noteApi(resource),
  messages: resource.messages,
  searchTexts: (note) => [note.date, note.origin, note.agent, note.user, note.whatsappGroup, note.note, note.noteAddby],
  sortValue: (note, key) => note[key],
  defaultSort: { key: '_id', direction: 'desc' },
  defaultPageSize: resource.pageSizes[0],
}));
