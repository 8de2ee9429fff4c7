import { todayInKolkata } from '@console/contract/time';
import type { Note, NoteInput } from './noteTypes';

/** The day a date input holds (YYYY-MM-DD): a day as is, a timestamp as its Kolkata day. */
export function toDayInput(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : todayInKolkata(date);
}

export const blankNote = (): NoteInput => ({
  date: todayInKolkata(),
  origin: '',
  agent: '',
  user: '',
  whatsappGroup: '',
  note: '',
});

export const noteInputOf = (note: Note): NoteInput => ({
  date: toDayInput(note.date),
  origin: note.origin,
  agent: note.agent,
  user: note.user,
  whatsappGroup: note.whatsappGroup,
  note: note.note,
});

/** Only the note itself is required (spec §5). */
export const noteError = (input: NoteInput): string | null => (input.note.trim() ? null : 'Note content is required');
