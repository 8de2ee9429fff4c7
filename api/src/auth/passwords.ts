import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id: the package exports the enum as `const enum`, which per-file compilers (swc, tsx)
// cannot inline, so the value is spelt out. Memory and time costs are the library's OWASP defaults.
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed login, not a crash.
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the account does not exist, so response time does not
 * tell an attacker which usernames are real.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy password that no account has');
  await verifyPassword(await decoyHash, password);
  return false;
}
