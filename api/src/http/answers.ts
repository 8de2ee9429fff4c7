import type { TSchema } from 'typebox';
import { MessageAnswer, VersionConflictAnswer } from '@console/contract/wire';

/**
 * The refusals alone, for a route whose success is no JSON (a file, a stream, text): its 2xx body is
 * sent as it is, its refusals and failures are the spec's `{message}`.
 */
export const refusals = { '4xx': MessageAnswer, '5xx': MessageAnswer };

/**
 * A route's response schemas: its own answers, and the spec's `{message}` for any refusal or failure
 * (the error handler's too). Fastify serialises each answer through its schema, so nothing undeclared
 * leaves the server, and the type provider checks every `reply.code(n).send(...)` against it.
 */
export const answers = <Success extends Record<number, TSchema>>(success: Success) => ({
  ...success,
  // A stale version's refusal carries the record as it is now (@console/contract/wire versions.ts).
  409: VersionConflictAnswer,
  ...refusals,
});
