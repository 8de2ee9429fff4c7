/**
 * The IndexedDB database of the report lists this section keeps between visits (listCache.ts). Its
 * name lives apart from the cache code so that the section's route table can forget it without
 * loading that code.
 */
export const LIST_CACHE_DB = 'console-report-lists';

/** Deletes every kept list (the session ended); IndexedDB runs it once nothing holds the database open. */
export function forgetKeptLists(): void {
  if (typeof indexedDB !== 'undefined') indexedDB.deleteDatabase(LIST_CACHE_DB);
}
