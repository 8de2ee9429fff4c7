/** A refusal with its status; the app's error handler answers `{message}` with it. */
export class CatalogueError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new CatalogueError(400, message);

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
  if (code === '23505' && messages.duplicate) return new CatalogueError(409, messages.duplicate);
  if (code === '23503' && messages.inUse) return new CatalogueError(409, messages.inUse);
  return error;
}
