/**
 * A request the API refuses: its status, the words the person sees (`{message}`), and the input they
 * are about (`{field}`) when there is one. The one kind of refusal every route throws; the error handler
 * (errors.ts) answers it, so no route formats an error answer of its own.
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
