import type { FastifyReply, FastifyRequest } from 'fastify';
import { isStaffManager } from '@console/contract/permissions';
import { ACCESS_DENIED } from '@console/contract/userRules';

// Plain (request, reply) hooks, usable as preValidation so a refused caller never reaches body
// validation (an anonymous caller hears 401, not a 400 about their payload).

/** Admin or subadmin (user management, attendance, backup); 401 when anonymous. */
export async function requireStaff(request: FastifyRequest, reply: FastifyReply) {
  if (!request.user) return reply.code(401).send({ message: request.authProblem });
  if (!isStaffManager(request.user)) return reply.code(403).send({ message: ACCESS_DENIED });
}

export const ADMIN_ONLY = 'Admin privileges required';

/** Admin only (4xChart); 401 when anonymous. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
  if (!request.user) return reply.code(401).send({ message: request.authProblem });
  if (request.user.role !== 'admin') return reply.code(403).send({ message: ADMIN_ONLY });
}
