import { isUuid, uuidv7 } from './uuidv7';

describe('uuidv7', () => {
  it('makes version 7, RFC variant uuids', () => {
    const id = uuidv7();
    expect(isUuid(id)).toBe(true);
    expect(id[14]).toBe('7');
    expect('89ab').toContain(id[19]);
  });

  it('sorts in creation order, within one millisecond and across them', () => {
    const ids = [uuidv7(1_000), uuidv7(1_000), uuidv7(1_000), uuidv7(1_001), uuidv7(1_001), uuidv7(5_000)];
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps counting up when the clock steps back', () => {
    const later = uuidv7(9_000);
    const afterStepBack = uuidv7(8_000);
    expect(afterStepBack > later).toBe(true);
  });

  it('stays ordered when one millisecond holds more ids than the sequence can count', () => {
    const ids = Array.from({ length: 5000 }, () => uuidv7(20_000));
    expect([...ids].sort()).toEqual(ids);
  });
});

describe('isUuid', () => {
  it('accepts uuids in either case and refuses anything else', () => {
    expect(isUuid('0192f0c4-7d1e-7b3a-8c4d-1e2f3a4b5c6d')).toBe(true);
    expect(isUuid('0192F0C4-7D1E-7B3A-8C4D-1E2F3A4B5C6D')).toBe(true);
    for (const bad of [
      '',
      'abc',
      '0192f0c4-7d1e-7b3a-8c4d-1e2f3a4b5c6',
      "1' OR '1'='1",
      '0192f0c47d1e7b3a8c4d1e2f3a4b5c6d',
    ]) {
      expect(isUuid(bad)).toBe(false);
    }
  });
});
