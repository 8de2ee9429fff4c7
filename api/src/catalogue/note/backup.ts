import { eq } from 'drizzle-orm';
import type { AreaTable } from '../../backup/catalogue';
import { checkDay, checkRecord } from '../../backup/rowChecks';
import { notes } from '../../db/schema';

/** An area's notes, each dated by a day. */
export const noteBackup: AreaTable = (area) => ({
  table: notes,
  where: eq(notes.area, area),
  admit: (row) => (checkRecord(row, area), checkDay(row, 'date'), row),
});
