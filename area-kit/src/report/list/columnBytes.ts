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
 */
export function toBytes(value: unknown): Uint8Array<ArrayBuffer> {
  const columns: Uint8Array[] = [];
  let at = 0;
  const header = new TextEncoder().encode(
    JSON.stringify(value, (_key, part: unknown) => {
      if (!(part instanceof Int32Array || part instanceof Float64Array)) return part;
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

/** The value toBytes wrote. */
export function fromBytes<T>(bytes: Uint8Array): T {
  const headerLength = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0, true);
  const header = new TextDecoder().decode(bytes.subarray(4, 4 + headerLength));
  const base = bytes.byteOffset + 4 + headerLength;
  return JSON.parse(header, (_key, value: unknown) => {
    if (!isRef(value)) return value;
    const size = value.$column === 'i32' ? 4 : 8;
    // A copy: typed arrays need their own alignment, which a place inside the run may not have.
    const copy = bytes.buffer.slice(base + value.at, base + value.at + value.length * size);
    return value.$column === 'i32' ? new Int32Array(copy) : new Float64Array(copy);
  }) as T;
}
