import type { ReportTable } from '@console/contract/reports';
// A type only: the worker must not load the platform (the session store reads localStorage).
import type { LIST_CACHE_DATABASES } from '@console/platform';

/**
 * The report lists kept in the browser (IndexedDB), one per area and API, with the revision they are
 * at. A kept list is shown only after the server has said it is current (a 304 to its revision), so a
 * reload is fast and never stale. The session's end (logout, expiry) deletes the database: the
 * platform's clearSession knows it by this name.
 */
export const LIST_CACHE_DB: (typeof LIST_CACHE_DATABASES)[number] = 'console-report-lists';
const STORE = 'lists';

export interface KeptList {
  tag: string;
  table: ReportTable;
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(LIST_CACHE_DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('the list cache could not be opened'));
  });
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(STORE, mode);
        const request = work(transaction.objectStore(STORE));
        transaction.oncomplete = () => {
          db.close();
          resolve(request.result);
        };
        transaction.onerror = transaction.onabort = () => {
          db.close();
          reject(transaction.error ?? request.error ?? new Error('the list cache transaction failed'));
        };
      }),
  );
}

/** The kept list, or null when there is none or the browser keeps nothing (private mode, quota). */
export async function readKeptList(key: string): Promise<KeptList | null> {
  if (typeof indexedDB === 'undefined') return null;
  try {
    return ((await run('readonly', (store) => store.get(key))) as KeptList | undefined) ?? null;
  } catch {
    return null;
  }
}

/** Keeps the list; failing to keep it only costs the next reload its speed. */
export async function keepList(key: string, list: KeptList): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  try {
    await run('readwrite', (store) => store.put(list, key));
  } catch {
    // Nothing lost but speed.
  }
}
