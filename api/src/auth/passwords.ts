import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { atMost } from '../ops/atMost';

// Algorithm.Argon2id: the package exports the enum as `const enum`, which per-file compilers (swc, tsx)
// cannot inline, so the value is spelt out.
const ARGON2ID = 2;

/**
 * OWASP's Password Storage Cheat Sheet gives five Argon2id settings that "provide an equal level of
 * defense" and trade memory for passes: 46 MiB × 1, 19 MiB × 2 (the library's default, used until issue
 * 20's fifth session), 12 MiB × 3, 9 MiB × 4, 7 MiB × 5 (from the fifth session to the sixteenth). Which
 * is cheapest is the machine's business, not the defense's: on this 2-core machine a check costs 7.1 ms
 * of CPU at 12 MiB × 3 against 10.3–11.0 ms at 7 MiB × 5, 11.0–11.6 ms at 9 MiB × 4 and 13.6–16 ms at
 * 19 MiB × 2 (40 checks one after another, four rounds each; the odd sizes pay more of the kernel's time
 * for their fresh pages). README "Passwords".
 */
const COST = { memoryCost: 12288, timeCost: 3, parallelism: 1 } as const;
/** How the cost reads in a stored hash (PHC string: `$argon2id$v=19$m=…,t=…,p=…$salt$hash`). */
const COST_IN_HASH = `$argon2id$v=19$m=${COST.memoryCost},t=${COST.timeCost},p=${COST.parallelism}$`;

/**
 * Checks at once: one per core. More only share the cores and evict each other's memory from their
 * caches (50 checks at 12 MiB × 3: 0.38–0.41 s of CPU two at a time, 0.48–0.53 s four at a time, as the
 * threadpool would run them); the time of the last of 50 logins is the same or less.
 */
const oneCheckPerCore = atMost(Math.max(1, availableParallelism()));

export function hashPassword(password: string): Promise<string> {
  return oneCheckPerCore(() => hash(password, { algorithm: ARGON2ID, ...COST }));
}

/**
 * Whether a stored hash was made with other settings (an older default): checked once the password is
 * known to be right, it is hashed again with today's, so every account's login costs the same.
 */
export const hashedOtherwise = (passwordHash: string) => !passwordHash.startsWith(COST_IN_HASH);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await oneCheckPerCore(() => verify(passwordHash, password));
  } catch {
    // A malformed stored hash is a failed login, not a crash.
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * The decoy's hash, made once per process. Made when the API starts (auth/routes.ts), so that the first
 * unknown name after a start is not answered later than a real account by the time of making it.
 */
export const decoy = (): Promise<string> => (decoyHash ??= hashPassword('decoy password that no account has'));

/**
 * Spends the same time as a real check when the account does not exist, so response time does not
 * tell an attacker which usernames are real.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  await verifyPassword(await decoy(), password);
  return false;
}
