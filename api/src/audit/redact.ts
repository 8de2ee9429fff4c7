/**
 * Field names whose values never enter the audit trail (passwords, tokens, one-time codes, secrets):
 * a change to one is recorded as changed, without its values.
 */
const SECRET_NAMES = /password|token|secret|otp|^code$|codehash|^hash$/i;

export const REDACTED = '[redacted]';

export const isSecretField = (name: string): boolean => SECRET_NAMES.test(name);

/** A copy of `value` with every secret field's value replaced, at any depth. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, isSecretField(key) ? REDACTED : redact(inner)]),
    );
  }
  return value;
}
