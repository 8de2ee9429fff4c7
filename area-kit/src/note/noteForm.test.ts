import { blankNote, noteError, toDayInput } from './noteForm';

describe('note form rules', () => {
  it('keeps a day and turns a timestamp into its Kolkata day', () => {
    expect(toDayInput('2026-01-05')).toBe('2026-01-05');
    expect(toDayInput('2026-01-04T20:00:00.000Z')).toBe('2026-01-05');
    expect(toDayInput('garbage')).toBe('');
  });

  it('requires only the note, and a new note is dated today', () => {
    expect(noteError({ ...blankNote(), note: '  ' })).toBe('Note content is required');
    expect(noteError({ ...blankNote(), note: 'x' })).toBeNull();
    expect(blankNote().date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
