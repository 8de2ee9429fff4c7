import { causes } from '../db/unavailable';

/**
 * A write the disk refused: DATA_DIR full or over quota (ENOSPC, EDQUOT), or PostgreSQL out of disk
 * (SQLSTATE 53100). The error handler answers it with 507 and DISK_FULL; nothing was saved.
 */
export function isDiskFull(error: unknown): boolean {
  for (const link of causes(error)) {
    if (link.code === 'ENOSPC' || link.code === 'EDQUOT' || link.code === '53100') return true;
  }
  return false;
}

export const DISK_FULL =
  "The server's disk is full, so nothing was saved. Ask an operator to free space, then try again.";
