import { tableOf } from '@console/contract/reports';
import { sampleOriginal, sampleReport } from '@console/contract/testing';
import { fromBytes, toBytes } from './columnBytes';

describe('a kept list as bytes', () => {
  it('comes back as it went: texts, nested records of typed columns, their values and kinds', () => {
    const table = tableOf(
      [1, 2, 3].map((n) =>
        sampleReport({
          _id: `0190-${n}`,
          userName: n === 2 ? '{"$column":"i32","at":0,"length":1}' : `punter${n}`,
          originals: [sampleOriginal({ pl: n * 1.5 }), sampleOriginal({ pl: -n })],
        }),
      ),
    );
    const kept = { tag: '"7.42"', table };
    const back = fromBytes<typeof kept>(toBytes(kept));
    expect(back).toEqual(kept);
    expect(back.table.pl).toBeInstanceOf(Float64Array);
    expect(back.table.codes.agent).toBeInstanceOf(Int32Array);
    expect(back.table.nameStart.sportNames).toBeInstanceOf(Int32Array);
    // A text that looks like a column's reference stays a text.
    expect(back.table.userName[1]).toBe('{"$column":"i32","at":0,"length":1}');
  });

  it('refuses a typed column inside a list (fromBytes would not look there)', () => {
    expect(() => toBytes({ columns: [new Int32Array([1])] })).toThrow('a typed column inside a list cannot be kept');
  });
});
