import { eq } from 'drizzle-orm';
import { AREAS } from '@console/contract/areas';
import { tableCollection, type BackupCollection } from '../backup/collection';
import { checkDay, checkRecord, RowProblem } from '../backup/rowChecks';
import { reports } from '../db/schema';

/** The reports of each area ('report', 'forexreport'); originals travel inside the row as jsonb. */
export const reportCollections: BackupCollection[] = AREAS.map((area) =>
  tableCollection({
    name: area.report.backupCollection,
    table: reports,
    where: eq(reports.area, area.key),
    admit: (row) => {
      checkRecord(row, area.key);
      checkDay(row, 'date');
      if (!Array.isArray(row.originals)) throw new RowProblem('originals is not a list');
      // A wire is the API's own writing (reportWire.ts), never taken from an archive: the restored report's
      // block is written from its columns until the report is written again.
      return { ...row, wire: null };
    },
  }),
);
