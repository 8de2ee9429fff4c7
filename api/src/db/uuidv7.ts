import { randomFillSync } from 'node:crypto';

let lastMs = 0;
let sequence = 0;

// Random bytes drawn 4 KB at a time: one call to the system's generator per 256 ids instead of two per id
// (a few microseconds each, which an import of thousands of reports or the demo seed felt).
const pool = Buffer.alloc(4096);
let poolUsed = pool.length;

function randomSlice(size: number): Buffer {
  if (poolUsed + size > pool.length) {
    randomFillSync(pool);
    poolUsed = 0;
  }
  poolUsed += size;
  return pool.subarray(poolUsed - size, poolUsed);
}

/**
 * A UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then a 12-bit sequence, then random bits.
 * Ids made by one process sort in creation order, as the spec's "_id descending" (newest first) expects
 * of ids, while staying unguessable enough (62 random bits) and valid for PostgreSQL's uuid type.
 */
export function uuidv7(now: number = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    // Start low in the 12-bit range so many ids in one millisecond still fit before it overflows.
    sequence = randomSlice(2).readUInt16BE() & 0x7ff;
  } else {
    // Same millisecond, or the clock stepped back: keep counting up from the last id.
    sequence += 1;
    if (sequence > 0xfff) {
      lastMs += 1;
      sequence = 0;
    }
  }
  // Written over in place: the pool's bytes are used once.
  const bytes = randomSlice(16);
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | (bytes[8] & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` can be looked up in a uuid column (PostgreSQL refuses anything else with an error). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
