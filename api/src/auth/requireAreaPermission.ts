import type { preHandlerAsyncHookHandler } from 'fastify';
import { hasSection, type Permission, type Section } from '@console/contract/permissions';
import { requirePermission } from './authPlugin';

/**
 * Hook for the routes of an area (Turbo, Forex): the caller needs the area's section AND one of
 * `permissions`, as the console's guards and buttons require; admin passes. 401 when anonymous, 403
 * with a message naming what is missing otherwise. Use it as `preValidation`, so a refused caller
 * hears about their rights, not about their payload.
 */
export function requireAreaPermission(section: Section, ...permissions: Permission[]): preHandlerAsyncHookHandler {
  const right = requirePermission(...permissions);
  const missingSection = { message: `You do not have access to the ${section} section` };
  return async function (request, reply) {
    if (request.user && !hasSection(request.user, section)) return reply.code(403).send(missingSection);
    return right.call(this, request, reply);
  };
}
