/**
 * Characters no text field may hold: NUL (PostgreSQL refuses it in text and jsonb, so it used to end as
 * a 500) and lone UTF-16 surrogates (not characters at all: they cannot be stored as UTF-8 unchanged).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What is wrong with a text value, in words for a message; undefined when it is fine. */
export function badCharacter(value: string): string | undefined {
  if (value.includes('\u0000')) return 'a NUL character';
  if (LONE_SURROGATE.test(value)) return 'an unpaired surrogate (not a character)';
  return undefined;
}

/**
 * The first string inside `value` (any depth of objects and arrays) holding a bad character, as
 * `field.sub[2]` with what is wrong with it; undefined when there is none. Keys count too.
 */
export function findBadText(value: unknown, path = ''): { field: string; problem: string } | undefined {
  if (typeof value === 'string') {
    const problem = badCharacter(value);
    return problem ? { field: path || 'value', problem } : undefined;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findBadText(item, `${path}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      const problem = badCharacter(key);
      if (problem) return { field, problem };
      const found = findBadText(item, field);
      if (found) return found;
    }
  }
  return undefined;
}

/** "username must not contain a NUL character". */
export const badTextMessage = ({ field, problem }: { field: string; problem: string }) =>
  `${field} must not contain ${problem}`;
