import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db';
import { users } from '../db/schema';

/**
 * What makes two usernames the same: Unicode compatibility normalisation (NFKC: full-width `ａｄｍｉｎ`
 * and ligatures become plain letters) and case. `Admin` and `admin` are one name; the unique index on
 * this key makes the database refuse a second one, whatever the route.
 */
export function usernameKey(username: string): string {
  return username.normalize('NFKC').toLowerCase().normalize('NFKC');
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
 * Gives every account without one its username key, oldest first. Accounts made before usernames were
 * compared this way may collide (`Admin` beside `admin`): the oldest keeps the name, each later one is
 * left without a key (it still logs in, and nobody can take its name) and is reported by name, so an
 * admin renames it. Answers the reports; run at start after the migrations.
 */
export async function assignUsernameKeys(db: Database): Promise<string[]> {
  const pending = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(isNull(users.usernameKey))
    .orderBy(asc(users.createdAt), asc(users.id));
  const reports: string[] = [];
  for (const row of pending) {
    const key = usernameKey(row.username);
    const [holder] = await db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.usernameKey, key))
      .limit(1);
    if (holder) {
      reports.push(
        `username "${row.username}" (id ${row.id}) is the same as "${holder.username}" once case and Unicode are normalised: rename one of them in User Management`,
      );
      continue;
    }
    await db
      .update(users)
      .set({ usernameKey: key })
      .where(and(eq(users.id, row.id), isNull(users.usernameKey)));
  }
  return reports;
}
