/**
 * A request the API refuses: its status, the words the person sees (`{message}`), and the input they
 * are about (`{field}`) when there is one. The one kind of refusal every route throws; the error handler
 * (errors.ts) answers it, so no route formats an error answer of its own. Sent by their own code: the
 * access hooks' 401 and 403, answers with a header (429 and Retry-After: rateLimits' refuseTooMany; the
 * metrics' WWW-Authenticate), or a body beyond `{message, field}` (check-session's `valid`), and the 5xx
 * of a service that failed (502: mail, 503: PDF queue), which are no refusal of the request.
 */
export class Refusal extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new Refusal(400, message, field);
export const notFound = (message: string) => new Refusal(404, message);
