import { CATALOGUE_KEYS, entryOf, type AreaKey, type CatalogueKey } from '@console/contract/resources';
import { noteBackup } from '../catalogue/note/backup';
import { proofTypeBackup } from '../catalogue/prooftype/backup';
import { sportBackup } from '../catalogue/sport/backup';
import { whitelabelBackup } from '../catalogue/whitelabel/backup';
import { tableCollection, type BackupCollection, type TableCollectionOptions } from './collection';

/** Where a catalogue resource's rows of one area are, and how a restored row is checked. */
export type AreaTable = (area: AreaKey) => Omit<TableCollectionOptions, 'name'>;

/** Each catalogue resource of the registry, from its own folder. */
const TABLES: Record<CatalogueKey, AreaTable> = {
  whitelabel: whitelabelBackup,
  prooftype: proofTypeBackup,
  sport: sportBackup,
  note: noteBackup,
};

/** Whitelabels (with their logo files), proof types, sports and notes of one area, named as the registry says. */
export function catalogueCollections(area: AreaKey): BackupCollection[] {
  return CATALOGUE_KEYS.map((key) =>
    tableCollection({ name: entryOf(key, area).backupCollection, ...TABLES[key](area) }),
  );
}
