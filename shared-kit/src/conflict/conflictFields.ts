/** Which value of a field the person keeps after a conflict: their own, or the one saved meanwhile. */
export type Choice = 'mine' | 'theirs';

/** One field of a form as the conflict view names and shows it. */
export interface FieldSpec<T> {
  key: keyof T & string;
  label: string;
  /** The value as text; defaults to the value itself, lists joined. */
  show?: (value: T[keyof T]) => string;
}

/** A field the other person changed: both values as text, and which one the form holds now. */
export interface ConflictField {
  key: string;
  label: string;
  mine: string;
  theirs: string;
  choice: Choice;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function showValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (Array.isArray(value)) return value.map(showValue).join(', ');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * The fields the other person changed since `base` (what the form was opened with) to a value other
 * than the person's own. Where the person left the field as it was, the form takes the other's value
 * (choice 'theirs'); where both changed it, the person's value stays until they choose.
 */
export function conflictFields<T extends object>(
  base: T,
  mine: T,
  theirs: T,
  specs: readonly FieldSpec<T>[],
): ConflictField[] {
  return specs
    .filter(({ key }) => !same(theirs[key], base[key]) && !same(theirs[key], mine[key]))
    .map(({ key, label, show = showValue }) => ({
      key,
      label,
      mine: show(mine[key]),
      theirs: show(theirs[key]),
      choice: same(mine[key], base[key]) ? 'theirs' : 'mine',
    }));
}

/** The values the form holds with these choices: the person's values, the other's where chosen. */
export function withChoices<T extends object>(
  current: T,
  mine: T,
  theirs: T,
  fields: readonly Pick<ConflictField, 'key' | 'choice'>[],
): T {
  const next = { ...current };
  for (const { key, choice } of fields) {
    const field = key as keyof T;
    next[field] = choice === 'theirs' ? theirs[field] : mine[field];
  }
  return next;
}
