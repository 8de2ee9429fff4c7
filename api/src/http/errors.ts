import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * Client mistakes become a 4xx with a readable `{message}`; anything else is logged with its stack
 * and answered with a bare 500, so internals never reach the client.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error.validation?.length) {
      return reply.code(400).send({ message: describe(error.validation[0], error.validationContext) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // A stale version's 409 carries the record as it is now.
      const current = error instanceof VersionConflict ? { data: error.data } : {};
      return reply.code(status).send({ message: MESSAGES[error.code] ?? error.message, ...current });
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
