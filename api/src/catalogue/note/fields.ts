import { isCalendarDay, todayInKolkata } from '@console/contract/time';
import type { NoteBody } from '@console/contract/wire';
import { badRequest } from '../../http/refusal';

/** The note's fields; the optional ones blank when sent empty, unchanged (undefined) when not sent. */
export function noteFields({ date, origin, agent, user, whatsappGroup, note }: NoteBody) {
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

/** A new note: a note without a date is about today (Asia/Kolkata); `addedBy` is whoever adds it. */
export function newNote(body: NoteBody, addedBy: string) {
  const fields = noteFields(body);
  return { ...fields, date: fields.date ?? todayInKolkata(), addedBy };
}
