/**
 * The backup request (foundation §2 Data Backup, §5): the collections the screen offers, grouped by
 * section, the validation messages, and who may back up what. The backup screen and the API both read
 * this file. Pure: importable by the API as `@console/contract/backupRequest`.
 */
import { hasSection, type Principal, type Section } from './permissions';
import { ACCESS_DENIED } from './userRules';

export interface BackupCollectionInfo {
  /** The name the screen shows and the request carries. */
  name: string;
  section: Section;
  /** The 4xChart ledger is the admin's alone (its screen and API are admin only). */
  adminOnly?: boolean;
}

export const BACKUP_COLLECTIONS = [
  { name: 'whitelabel', section: 'Turbo' },
  { name: 'prooftype', section: 'Turbo' },
  { name: 'sports', section: 'Turbo' },
  { name: 'note', section: 'Turbo' },
  { name: 'client', section: 'Turbo' },
  { name: 'report', section: 'Turbo' },
  { name: 'forexwhitelabel', section: 'Forex' },
  { name: 'forexprooftype', section: 'Forex' },
  { name: 'forexsport', section: 'Forex' },
  { name: 'forexnote', section: 'Forex' },
  { name: 'forexchart', section: 'Forex', adminOnly: true },
  { name: 'forexreport', section: 'Forex' },
  { name: 'forexproof', section: 'Forex' },
] as const satisfies readonly BackupCollectionInfo[];

export type BackupCollectionName = (typeof BACKUP_COLLECTIONS)[number]['name'];

export function backupCollection(name: string): BackupCollectionInfo | undefined {
  return (BACKUP_COLLECTIONS as readonly BackupCollectionInfo[]).find((c) => c.name === name);
}

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

/** Whether `who` may back up a collection: admin all; a subadmin those of its sections, 4xChart excepted. */
export function mayBackUp(who: Principal | null | undefined, collection: BackupCollectionInfo): boolean {
  if (!who) return false;
  if (who.role === 'admin') return true;
  if (who.role !== 'subadmin' || collection.adminOnly) return false;
  return hasSection(who, collection.section);
}

/** Why `who` may not back up these collections, or null. Unknown names are the caller's to reject. */
export function backupRefusal(who: Principal, names: readonly string[]): string | null {
  if (who.role !== 'admin' && who.role !== 'subadmin') return ACCESS_DENIED;
  const refused = names.map(backupCollection).filter((c) => c && !mayBackUp(who, c));
  if (refused.length === 0) return null;
  return `Subadmin can only back up sections they are authorized for: ${refused.map((c) => c!.name).join(', ')}`;
}
