import { randomBytes } from 'node:crypto';
import { DEFAULT_SIZES, type DemoSizes } from './seedDemo';

export interface SeedCommand {
  sizes: DemoSizes;
  password: string;
  /** Whether the password was generated (and must be shown). */
  generatedPassword: boolean;
  seed: number;
}

export const USAGE = `usage: npm run seed:demo -- [--proofs N] [--reports N] [--notes N] [--images N] [--password P] [--seed N]

  --proofs N    proofs per area (default ${DEFAULT_SIZES.proofs})
  --reports N   reports per area (default ${DEFAULT_SIZES.reports})
  --notes N     notes per area (default ${DEFAULT_SIZES.notes})
  --images N    how many proofs per area get generated images, each its own files (default ${DEFAULT_SIZES.proofsWithImages})
  --password P  password of the demo accounts (default: DEMO_PASSWORD, else generated and printed)
  --seed N      seed of the generator: the same seed makes the same console (default 2026)

Fills an EMPTY console (DATA_DIR's embedded PostgreSQL, or DATABASE_URL); with any whitelabel, proof type,
sport, note, proof or report present it refuses and changes nothing.`;

const SIZE_FLAGS: Record<string, keyof DemoSizes> = {
  '--proofs': 'proofs',
  '--reports': 'reports',
  '--notes': 'notes',
  '--images': 'proofsWithImages',
};

/** Reads the command line; throws an Error with the reason for anything it does not understand. */
export function parseSeedCommand(
  argv: readonly string[],
  env: Record<string, string | undefined> = process.env,
): SeedCommand {
  const sizes = { ...DEFAULT_SIZES };
  let password = env.DEMO_PASSWORD || '';
  let seed = 2026;
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    const value = argv[i + 1];
    if (flag === '--help' || flag === '-h') throw new Error(USAGE);
    if (value === undefined) throw new Error(`${flag} needs a value\n\n${USAGE}`);
    i += 1;
    if (flag === '--password') {
      if (value.length < 8)
        throw new Error('--password must have at least 8 characters (the console refuses shorter ones)');
      password = value;
    } else if (flag === '--seed' || SIZE_FLAGS[flag]) {
      const number = Number(value);
      if (!Number.isSafeInteger(number) || number < 0)
        throw new Error(`${flag} must be a whole number of 0 or more, got "${value}"`);
      if (flag === '--seed') seed = number;
      else sizes[SIZE_FLAGS[flag]] = number;
    } else {
      throw new Error(`unknown option ${flag}\n\n${USAGE}`);
    }
  }
  sizes.proofsWithImages = Math.min(sizes.proofsWithImages, sizes.proofs);
  const generatedPassword = !password;
  return { sizes, password: password || `Demo-${randomBytes(9).toString('base64url')}`, generatedPassword, seed };
}
