import { eq } from 'drizzle-orm';
import type { AreaKey } from '@console/contract/areas';
import { notes, proofTypes, sports, whitelabels } from '../db/schema';
import { tableCollection, type BackupCollection } from './collection';

/** The Data Backup screen's names of the catalogue collections, per area. */
const NAMES: Record<AreaKey, { whitelabel: string; prooftype: string; sport: string; note: string }> = {
  turbo: { whitelabel: 'whitelabel', prooftype: 'prooftype', sport: 'sports', note: 'note' },
  forex: { whitelabel: 'forexwhitelabel', prooftype: 'forexprooftype', sport: 'forexsport', note: 'forexnote' },
};

/** Whitelabels (with their logo files), proof types, sports and notes of one area. */
export function catalogueCollections(area: AreaKey): BackupCollection[] {
  const names = NAMES[area];
  return [
    tableCollection({
      name: names.whitelabel,
      table: whitelabels,
      where: eq(whitelabels.area, area),
      // The stored logo path (`uploads/<area>/logos/<name>`) is also its place under DATA_DIR.
      files: (row) => [row.logo as string],
    }),
    tableCollection({ name: names.prooftype, table: proofTypes, where: eq(proofTypes.area, area) }),
    tableCollection({ name: names.sport, table: sports, where: eq(sports.area, area) }),
    tableCollection({ name: names.note, table: notes, where: eq(notes.area, area) }),
  ];
}
