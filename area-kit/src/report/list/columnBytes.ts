/** Where a typed column's bytes are, in the header that stands for it. */
interface ColumnRef {
  $column: 'i32' | 'f64';
  at: number;
  length: number;
}

const isRef = (value: unknown): value is ColumnRef => typeof value === 'object' && value !== null && '$column' in value;

/**
 * A value holding typed columns (a kept report list: its tag and table) as one run of bytes, to be
 * sealed before it is kept: a length, a JSON header with the texts and a reference for each typed
 * column, then the typed columns' bytes one after another. Far quicker than JSON for 100,000 reports.
 * A typed column must be a property of an object, not an entry of a list: fromBytes looks for them
 * in objects only, and never walks the lists of texts (hundreds of thousands of entries).
 */
export function toBytes(value: unknown): Uint8Array<ArrayBuffer> {
  const columns: Uint8Array[] = [];
  let at = 0;
  const header = new TextEncoder().encode(
    JSON.stringify(value, function (this: unknown, _key, part: unknown) {
      if (!(part instanceof Int32Array || part instanceof Float64Array)) return part;
      if (Array.isArray(this)) throw new Error('a typed column inside a list cannot be kept');
      const ref: ColumnRef = { $column: part instanceof Int32Array ? 'i32' : 'f64', at, length: part.length };
      columns.push(new Uint8Array(part.buffer, part.byteOffset, part.byteLength));
      at += part.byteLength;
      return ref;
    }),
  );
  const bytes = new Uint8Array(4 + header.length + at);
  new DataView(bytes.buffer).setUint32(0, header.length, true);
  bytes.set(header, 4);
  let offset = 4 + header.length;
  for (const column of columns) {
    bytes.set(column, offset);
    offset += column.length;
  }
  return bytes;
}

/** Puts each typed column back in place of its reference, in objects only (lists are left unread). */
function restoreColumns(value: unknown, column: (ref: ColumnRef) => Int32Array | Float64Array): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  if (isRef(value)) return column(value);
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) record[key] = restoreColumns(record[key], column);
  return record;
}

/**
 * The value toBytes wrote. The header is parsed without a reviver, which JSON.parse would call for
 * every text of every list: at 100,000 reports 0.9-1.0 s in Chromium's worker with one, against the
 * parse alone.
 */
export function fromBytes<T>(bytes: Uint8Array): T {
  const headerLength = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0, true);
  const header = new TextDecoder().decode(bytes.subarray(4, 4 + headerLength));
  const base = bytes.byteOffset + 4 + headerLength;
  return restoreColumns(JSON.parse(header), (ref) => {
    const size = ref.$column === 'i32' ? 4 : 8;
    // A copy: typed arrays need their own alignment, which a place inside the run may not have.
    const copy = bytes.buffer.slice(base + ref.at, base + ref.at + ref.length * size);
    return ref.$column === 'i32' ? new Int32Array(copy) : new Float64Array(copy);
  }) as T;
}
