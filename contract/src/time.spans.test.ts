import { formatDuration, shiftDay } from './time';

describe('shiftDay', () => {
  it('moves a day by days, months and years across month and year ends', () => {
    expect(shiftDay('2026-03-01', { days: -1 })).toBe('2026-02-28');
    expect(shiftDay('2026-01-01', { days: -1 })).toBe('2025-12-31');
    expect(shiftDay('2026-03-31', { months: -1 })).toBe('2026-02-28');
    expect(shiftDay('2024-03-31', { months: -1 })).toBe('2024-02-29');
    expect(shiftDay('2026-01-15', { months: -1 })).toBe('2025-12-15');
    expect(shiftDay('2024-02-29', { years: -1 })).toBe('2023-02-28');
    expect(shiftDay('2026-05-07')).toBe('2026-05-07');
  });
});

describe('formatDuration', () => {
  it('shows hours and two-digit minutes', () => {
    expect(formatDuration(0)).toBe('0h 00m');
    expect(formatDuration((2 * 60 + 5) * 60_000 + 59_000)).toBe('2h 05m');
    expect(formatDuration(27 * 3600_000)).toBe('27h 00m');
    expect(formatDuration(-5)).toBe('0h 00m');
  });
});
