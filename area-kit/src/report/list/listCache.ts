import type { ReportTable } from '@console/contract/reports';
import type { ListKeyAnswer } from '@console/contract/wire';
import { fromBytes, toBytes } from './columnBytes';
import { LIST_CACHE_DB } from './keptLists';

/**
 * The report lists kept in the browser (IndexedDB), one per area and API, with the revision they are
 * at. A kept list is shown only after the server has said it is current (a 304 to its revision), so a
 * reload is fast and never stale. The session's end (logout, expiry) deletes the database: the
 * section forgets it when the platform announces the end (keptLists.ts).
 *
 * What is kept is sealed (AES-GCM) with the key the server gives only to the live session
 * (GET /api/admin/list-key), held in memory and never stored: a copy left behind when the browser was
 * closed without logging out, or after an admin forced a logout, cannot be read by anyone, and is
 * discarded when it is found past the session's end or under another session's key.
 */
const STORE = 'lists';

export interface KeptList {
  tag: string;
  table: ReportTable;
}

/** The session's key for kept lists, ready to seal and open them, and when it stops being any use. */
export interface ListSeal {
  key: CryptoKey;
  /** Epoch ms. */
  expires: number;
}

const SEALED_WITH = 'AES-GCM-256';

/** What IndexedDB holds: nothing readable. */
interface SealedList {
  sealedWith: typeof SEALED_WITH;
  iv: Uint8Array<ArrayBuffer>;
  sealed: ArrayBuffer;
  expires: number;
}

/** The key the server handed to this session, imported so that it cannot be read back out. */
export async function importListSeal(answer: ListKeyAnswer | null): Promise<ListSeal | null> {
  if (!answer || typeof crypto === 'undefined' || !crypto.subtle) return null;
  try {
    const raw = Uint8Array.from(atob(answer.key.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    const key = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
    return { key, expires: Date.parse(answer.expires) };
  } catch {
    return null;
  }
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

const forget = (key: string) => run('readwrite', (store) => store.delete(key)).catch(() => undefined);

/**
 * The kept list, or null when there is none, the browser keeps nothing (private mode, quota), there is
 * no key, or the copy is past its session or sealed by another one (then it is deleted).
 */
export async function readKeptList(key: string, seal: ListSeal | null): Promise<KeptList | null> {
  if (typeof indexedDB === 'undefined') return null;
  let stored: SealedList | undefined;
  try {
    stored = (await run('readonly', (store) => store.get(key))) as SealedList | undefined;
  } catch {
    return null;
  }
  if (!stored) return null;
  // Past its session, or kept before lists were sealed: nobody may read it again.
  if (stored.sealedWith !== SEALED_WITH || !(stored.expires > Date.now())) {
    await forget(key);
    return null;
  }
  if (!seal) return null;
  try {
    const bytes = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: stored.iv }, seal.key, stored.sealed);
    return fromBytes<KeptList>(new Uint8Array(bytes));
  } catch {
    // Another session's copy (another person's, or this person's before a new login).
    await forget(key);
    return null;
  }
}

/** Keeps the list, sealed; failing to keep it only costs the next reload its speed. */
export async function keepList(key: string, list: KeptList, seal: ListSeal | null): Promise<void> {
  if (typeof indexedDB === 'undefined' || !seal) return;
  try {
    const plain = toBytes(list);
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, seal.key, plain);
    const record: SealedList = { sealedWith: SEALED_WITH, iv, sealed, expires: seal.expires };
    await run('readwrite', (store) => store.put(record, key));
  } catch {
    // Nothing lost but speed.
  }
}
