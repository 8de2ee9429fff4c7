/** A note; the same fields in both areas. `date` is a day (YYYY-MM-DD) or a timestamp from older data. */
export interface Note {
  _id: string;
  date: string;
  origin: string;
  agent: string;
  user: string;
  whatsappGroup: string;
  note: string;
  /** Who added it (set by the server). */
  noteAddby: string;
}

export type NoteInput = Pick<Note, 'date' | 'origin' | 'agent' | 'user' | 'whatsappGroup' | 'note'>;

export type NoteSortKey = '_id' | 'date' | 'origin' | 'agent' | 'user' | 'whatsappGroup' | 'note';
