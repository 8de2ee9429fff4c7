import type { TSchema } from 'typebox';
import { MessageAnswer } from '@console/contract/wire';

/**
 * A route's response schemas: its own answers, and the spec's `{message}` for any refusal or failure
 * (the error handler's too). Fastify serialises each answer through its schema, so nothing undeclared
 * leaves the server, and the type provider checks every `reply.code(n).send(...)` against it.
 */
export const answers = <Success extends Record<number, TSchema>>(success: Success) => ({
  ...success,
  '4xx': MessageAnswer,
  '5xx': MessageAnswer,
});
