import { readFile } from 'node:fs/promises';
import { catchByOptions } from '@console/contract/reports';

/**
 * The Catch By list: 'Agent' plus the staff names of the operator's file (config/catch-by.json, or
 * CATCH_BY_FILE), `{"staff": ["Name 1", ..., "Name 8"]}`. The spec withholds the eight names, so they
 * are configuration, not code. Read once at start: a bad file stops the API with a clear reason.
 */
export async function loadCatchBy(file: string): Promise<string[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`Catch By configuration ${file} could not be read: ${(error as Error).message}`);
  }
  const staff = (parsed as { staff?: unknown })?.staff;
  if (!Array.isArray(staff) || staff.length === 0 || !staff.every((name) => typeof name === 'string' && name.trim())) {
    throw new Error(`Catch By configuration ${file} must be {"staff": ["name", ...]} with non-empty names`);
  }
  return catchByOptions(staff);
}
