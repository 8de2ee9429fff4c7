import { eq } from 'drizzle-orm';
import type { AreaTable } from '../../backup/catalogue';
import { checkRecord } from '../../backup/rowChecks';
import { sports } from '../../db/schema';

/** An area's sports. */
export const sportBackup: AreaTable = (area) => ({
  table: sports,
  where: eq(sports.area, area),
  admit: (row) => (checkRecord(row, area), row),
});
