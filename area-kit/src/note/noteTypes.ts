import type { NoteRecord } from '@console/contract/wire';

/**
 * A note as the pages use it: the wire record (the same fields in both areas) without its timestamps.
 * `date` is a day (YYYY-MM-DD) or a timestamp from older data; `noteAddby` is set by the server.
 */
export type Note = Omit<NoteRecord, 'createdAt' | 'updatedAt'>;

export type NoteInput = Pick<Note, 'date' | 'origin' | 'agent' | 'user' | 'whatsappGroup' | 'note'>;

export type NoteSortKey = '_id' | 'date' | 'origin' | 'agent' | 'user' | 'whatsappGroup' | 'note';
