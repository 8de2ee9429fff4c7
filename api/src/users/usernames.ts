import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { users } from '../db/schema';
import { ADVISORY_LOCK } from '../db/locks';

// The combining diacritics shared by the Latin, Greek and Cyrillic alphabets (acute, dot above, ring...).
// Not the vowel signs of Indian scripts, which are marks too but make different names.
const DIACRITICS: Array<[number, number]> = [
  [0x0300, 0x036f],
  [0x1ab0, 0x1aff],
  [0x1dc0, 0x1dff],
  [0x20d0, 0x20ff],
  [0xfe20, 0xfe2f],
];
const isDiacritic = (char: string) => {
  const point = char.codePointAt(0)!;
  return DIACRITICS.some(([first, last]) => point >= first && point <= last);
};

/**
 * What makes two usernames the same: Unicode compatibility forms (full-width `ａｄｍｉｎ`, ligatures),
 * case by full case folding (`ß` and `ss`, `ADMİN` and `admin`: upper then lower case folds as
 * Unicode's CaseFolding does for every letter a name can hold) and the diacritics of decomposed
 * letters (`ravi` with a combining acute, `José`). `Admin` and `admin` are one name; the unique index
 * on this key makes the database refuse a second one, whatever the route.
 */
export function usernameKey(username: string): string {
  return username
    .normalize('NFKC')
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKD')
    .split('')
    .filter((char) => !isDiacritic(char))
    .join('')
    .normalize('NFKC');
}

/** Scripts whose letters are written together in one name: Japanese and Korean mix these. */
const SCRIPT_GROUPS: Array<[string, RegExp]> = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Gujarati', /\p{Script=Gujarati}/u],
  ['Bengali', /\p{Script=Bengali}/u],
  ['Gurmukhi', /\p{Script=Gurmukhi}/u],
  ['Tamil', /\p{Script=Tamil}/u],
  ['Telugu', /\p{Script=Telugu}/u],
  ['Kannada', /\p{Script=Kannada}/u],
  ['Malayalam', /\p{Script=Malayalam}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['CJK', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\p{Script=Hangul}]/u],
];

/**
 * Why a username cannot be used as written, or null. Letters from two alphabets in one name (Cyrillic
 * `а` among Latin letters: `аdmin`) are how look-alikes of another account are made; invisible format
 * characters (zero-width spaces, direction marks) and control characters likewise.
 */
export function usernameProblem(username: string): string | null {
  if (/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(username)) return 'Username cannot contain invisible or control characters';
  const scripts = new Set<string>();
  for (const char of username.normalize('NFKC')) {
    if (!/\p{L}/u.test(char)) continue;
    scripts.add(SCRIPT_GROUPS.find(([, pattern]) => pattern.test(char))?.[0] ?? `other:${char}`);
  }
  if (scripts.size > 1) return 'Username cannot mix letters of different alphabets (such as Latin and Cyrillic)';
  return null;
}

/** Whether another account's username is the same as `username` once normalised. */
export async function usernameTaken(db: Database, username: string, exceptId?: string): Promise<boolean> {
  const key = usernameKey(username);
  const others = exceptId ? ne(users.id, exceptId) : undefined;
  const [keyed] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.usernameKey, key), others))
    .limit(1);
  if (keyed) return true;
  // Accounts that collided before keys existed have none (see assignUsernameKeys): compare them here.
  const unkeyed = await db
    .select({ username: users.username })
    .from(users)
    .where(and(isNull(users.usernameKey), others));
  return unkeyed.some((row) => usernameKey(row.username) === key);
}

/**
 * Gives every account the username key of today's rule (usernameKey), oldest account first, so an
 * account keyed by an older rule is keyed again. Accounts that are the same name under the rule
 * (`Admin` beside `admin`, `ADMİN` beside `admin`, made before the rule knew them) collide: the
 * oldest keeps the name, each later one is left without a key (it still logs in, and nobody can take
 * its name) and is reported by name, so an admin renames it. Answers the reports; run at start after
 * the migrations.
 */
export async function assignUsernameKeys(db: Database): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCK.usernameKeys})`);
    const accounts = await tx
      .select({ id: users.id, username: users.username, key: users.usernameKey })
      .from(users)
      .orderBy(asc(users.createdAt), asc(users.id));
    const holders = new Map<string, string>();
    const reports: string[] = [];
    const changes: Array<{ id: string; key: string | null }> = [];
    for (const account of accounts) {
      let key: string | null = usernameKey(account.username);
      const holder = holders.get(key);
      if (holder === undefined) holders.set(key, account.username);
      else {
        reports.push(
          `username "${account.username}" (id ${account.id}) is the same as "${holder}" once case and Unicode are normalised: rename one of them in User Management`,
        );
        key = null;
      }
      if (key !== account.key) changes.push({ id: account.id, key });
    }
    // Cleared first, so that a key moving from one account to another never meets itself in the index.
    const ids = changes.map((change) => change.id);
    if (ids.length) await tx.update(users).set({ usernameKey: null }).where(inArray(users.id, ids));
    for (const { id, key } of changes) {
      if (key !== null) await tx.update(users).set({ usernameKey: key }).where(eq(users.id, id));
    }
    return reports;
  });
}
