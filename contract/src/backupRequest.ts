/**
 * The backup request (foundation §2 Data Backup, §5): the collections the screen offers, grouped by
 * section, the validation messages, and who may back up what. The backup screen and the API both read
 * this file. Pure: importable by the API as `@console/contract/backupRequest`.
 */
import { hasPermission, hasSection, type Permission, type Principal, type Section } from './permissions';
import {
  AREA_INFO,
  AREA_KEYS,
  entryOf,
  RESOURCE_KEYS,
  rightOf,
  type AreaKey,
  type ResourceKey,
} from './resources/registry';
import { ACCESS_DENIED } from './userRules';

export interface BackupCollectionInfo {
  /** The name the screen shows and the request carries. */
  name: string;
  section: Section;
  /** The right that lists this resource: backing it up hands over the whole list, so it needs the same. */
  listing?: Permission;
  /** The 4xChart ledger is the admin's alone (its screen and API are admin only). */
  adminOnly?: boolean;
}

/** The 4xChart ledger: the one collection that is no area resource. */
const FOREX_CHART: BackupCollectionInfo = { name: 'forexchart', section: 'Forex', adminOnly: true };

/**
 * The order of the screen's checkboxes (foundation §2), which is neither the sidebar's nor the same in
 * both sections. A registry resource it does not name comes last in its section.
 */
const SCREEN_ORDER: Record<AreaKey, readonly (ResourceKey | BackupCollectionInfo)[]> = {
  turbo: ['whitelabel', 'prooftype', 'sport', 'note', 'proof', 'report'],
  forex: ['whitelabel', 'prooftype', 'sport', 'note', FOREX_CHART, 'report', 'proof'],
};

function sectionCollections(area: AreaKey): BackupCollectionInfo[] {
  const named = SCREEN_ORDER[area];
  const unnamed = RESOURCE_KEYS.filter((key) => !named.includes(key));
  return [...named, ...unnamed].map((item) => {
    if (typeof item !== 'string') return item;
    const entry = entryOf(item, area);
    return { name: entry.backupCollection, section: AREA_INFO[area].section, listing: rightOf(entry, 'listing') };
  });
}

/** Every collection the screen offers: Turbo's, then Forex's, each named and guarded as the registry says. */
export const BACKUP_COLLECTIONS: readonly BackupCollectionInfo[] = AREA_KEYS.flatMap(sectionCollections);

export function backupCollection(name: string): BackupCollectionInfo | undefined {
  return BACKUP_COLLECTIONS.find((c) => c.name === name);
}

// Its wire shape is declared once, with the call's (a type only: the screen loads no schema).
export type { BackupRequestRecord } from './wire/backup';

export const BACKUP_MESSAGES = {
  noSection: 'Please select at least one section.',
  noEmail: 'Please provide email.',
  badEmail: 'Please enter a valid email.',
} as const;

/** The spec's shape of an address: text, @, text, dot, text. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first problem with a request, in the screen's words, or null. */
export function backupRequestProblem(selectedSections: readonly string[], targetEmail: string): string | null {
  if (selectedSections.length === 0) return BACKUP_MESSAGES.noSection;
  if (!targetEmail.trim()) return BACKUP_MESSAGES.noEmail;
  if (!EMAIL_SHAPE.test(targetEmail.trim())) return BACKUP_MESSAGES.badEmail;
  return null;
}

/**
 * Whether `who` may back up a collection: admin all; a subadmin those of its sections whose listing
 * right it holds (a backup hands over what the list shows, and more), the 4xChart ledger never.
 */
export function mayBackUp(who: Principal | null | undefined, collection: BackupCollectionInfo): boolean {
  if (!who) return false;
  if (who.role === 'admin') return true;
  if (who.role !== 'subadmin' || collection.adminOnly || !collection.listing) return false;
  return hasSection(who, collection.section) && hasPermission(who, collection.listing);
}

/** Why `who` may not back up these collections, or null. Unknown names are the caller's to reject. */
export function backupRefusal(who: Principal, names: readonly string[]): string | null {
  if (who.role !== 'admin' && who.role !== 'subadmin') return ACCESS_DENIED;
  const refused = names.map(backupCollection).filter((c): c is BackupCollectionInfo => !!c && !mayBackUp(who, c));
  if (refused.length === 0) return null;
  const outside = refused.filter((c) => c.adminOnly || !hasSection(who, c.section));
  if (outside.length) {
    return `Subadmin can only back up sections they are authorized for: ${outside.map((c) => c.name).join(', ')}`;
  }
  return `Backing up a collection needs its listing right: ${refused.map((c) => `${c.name} (${c.listing})`).join(', ')}`;
}
