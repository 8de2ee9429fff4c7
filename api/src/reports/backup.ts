import { eq } from 'drizzle-orm';
import { AREAS } from '@console/contract/areas';
import { tableCollection, type BackupCollection } from '../backup/collection';
import { reports } from '../db/schema';

/** The reports of each area ('report', 'forexreport'); originals travel inside the row as jsonb. */
export const reportCollections: BackupCollection[] = AREAS.map((area) =>
  tableCollection({ name: area.report.backupCollection, table: reports, where: eq(reports.area, area.key) }),
);
