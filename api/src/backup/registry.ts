import { AREA_KEYS } from '@console/contract/resources';
import { forexChartBackup } from '../forexchart/backup';
import { proofCollections } from '../proofs/backup';
import { reportCollections } from '../reports/backup';
import { catalogueCollections } from './catalogue';
import type { BackupCollection } from './collection';

/**
 * Every collection the Data Backup screen offers that exists in this API, by name, each named by the
 * resource registry. A feature adds its collection here (see api/README.md). Restore runs in this order, so a collection comes after those its
 * rows reference.
 */
export const BACKUP_REGISTRY: readonly BackupCollection[] = [
  ...AREA_KEYS.flatMap(catalogueCollections),
  ...proofCollections,
  ...reportCollections,
  forexChartBackup,
];

export type BackupRegistry = ReadonlyMap<string, BackupCollection>;

export function registryOf(collections: readonly BackupCollection[]): BackupRegistry {
  return new Map(collections.map((collection) => [collection.name, collection]));
}

export const backupRegistry: BackupRegistry = registryOf(BACKUP_REGISTRY);
