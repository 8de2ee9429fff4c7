import { Refusal } from '../http/refusal';

/** The PostgreSQL error behind a failed query (Drizzle wraps it as `cause`). */
function databaseCode(error: unknown): string | undefined {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  return (cause as { code?: string })?.code;
}

/**
 * Turns the constraint violations a catalogue write can meet into 409s: a duplicate of a unique name
 * (two requests at once, or a name taken in the area), and deleting a record that others reference.
 */
export function conflictFrom(error: unknown, messages: { duplicate?: string; inUse?: string }): unknown {
  const code = databaseCode(error);
  if (code === '23505' && messages.duplicate) return new Refusal(409, messages.duplicate);
  if (code === '23503' && messages.inUse) return new Refusal(409, messages.inUse);
  return error;
}
