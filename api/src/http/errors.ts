import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RESTORE_RETRY_AFTER_SECONDS, RestoreInProgress } from '../backup/restoreLock';
import { markDatabaseDown } from '../db/state';
import { databaseTrouble, rootMessage, type DatabaseTrouble } from '../db/unavailable';
import { DISK_FULL, isDiskFull } from './diskFull';
import { Refusal } from './refusal';
import { VersionConflict } from './versions';

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

/** "password is required", "username must be string": the field, not the schema path. */
function describe(issue: ValidationIssue, context: string | undefined): string {
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const params = issue.params;
  if (issue.keyword === 'required') {
    return `${[field, params.missingProperty].filter(Boolean).join('.')} is required`;
  }
  if (issue.keyword === 'minLength' && params.limit === 1) return `${field} must not be empty`;
  return `${field || context || 'request'} ${issue.message}`;
}

const MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
};

/** The answer to a call made while the database cannot be reached; the browser shows it and retries reads. */
export const DATABASE_UNREACHABLE = 'The console cannot reach its database; it is retrying.';
export const DATABASE_BUSY = 'The console is busy; it is retrying.';
export const DATABASE_TOO_SLOW = 'The database took too long to answer; please try again.';
const TROUBLE_MESSAGES: Record<DatabaseTrouble, string> = {
  unreachable: DATABASE_UNREACHABLE,
  busy: DATABASE_BUSY,
  'too-slow': DATABASE_TOO_SLOW,
};

/** Seconds a client should wait before retrying: an embedded restart usually takes about one. */
export const RETRY_AFTER_SECONDS = 2;

/**
 * Client mistakes become a 4xx with a readable `{message}`; anything else is logged with its stack
 * and answered with a bare 500, so internals never reach the client. A database that cannot be
 * reached (or a statement that timed out) is a 503 with Retry-After, and a disk that refused a write
 * a 507, here and nowhere else, so no route needs to know about them.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error.validation?.length) {
      return reply.code(400).send({ message: describe(error.validation[0], error.validationContext) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // A stale version's 409 carries the record as it is now; a refusal about one input names it.
      const current = error instanceof VersionConflict ? { data: error.data } : {};
      const field = error instanceof Refusal && error.field ? { field: error.field } : {};
      return reply.code(status).send({ message: MESSAGES[error.code] ?? error.message, ...field, ...current });
    }
    if (error instanceof RestoreInProgress) {
      return reply
        .code(503)
        .header('retry-after', String(RESTORE_RETRY_AFTER_SECONDS))
        .send({ message: error.message });
    }
    if (isDiskFull(error)) {
      request.log.error(`disk full: ${rootMessage(error)}`);
      return reply.code(507).send({ message: DISK_FULL });
    }
    const trouble = databaseTrouble(error);
    if (trouble) {
      if (trouble === 'unreachable') markDatabaseDown(rootMessage(error));
      // Expected during an outage and said once per call: no stack, the driver's own words.
      request.log.warn(`database ${trouble}: ${rootMessage(error)}`);
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ message: TROUBLE_MESSAGES[trouble] });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error' });
  });
}

export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0];
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * Unknown API paths get JSON; other unknown GETs may be client-side routes of the shell, which
 * `fallback` answers (see static/serveApps).
 */
export function installNotFoundHandler(
  app: FastifyInstance,
  fallback?: (request: FastifyRequest, reply: FastifyReply) => boolean,
): void {
  app.setNotFoundHandler((request, reply) => {
    if (!isApiPath(request.url) && fallback?.(request, reply)) return;
    reply.code(404).send({ message: 'Not found' });
  });
}
