import type { preHandlerAsyncHookHandler, RouteShorthandOptions } from 'fastify';
import type { ProofResource } from '@console/contract/areas';
import { hasAnyPermission, hasSection, type Permission, type Section } from '@console/contract/permissions';
import { requirePermission } from '../auth/authPlugin';

/**
 * A proof route's access: a live session (401), the area's section and one of `permissions` (403 with
 * the area's text for the missing right, the words the page would alert). Runs as preValidation, so a
 * refused caller hears about their rights, not their payload, and a refused upload is never read.
 */
function proofAccess(section: Section, permissions: Permission[], denied: string): RouteShorthandOptions {
  const signedIn = requirePermission(...permissions);
  const check: preHandlerAsyncHookHandler = async function (request, reply) {
    if (!request.user) return signedIn.call(this, request, reply);
    if (!hasSection(request.user, section)) {
      return reply.code(403).send({ message: `You do not have access to the ${section} section` });
    }
    if (!hasAnyPermission(request.user, permissions)) return reply.code(403).send({ message: denied });
  };
  return { preValidation: check };
}

/** Every call of the proof page, with the right the page checks for it (spec §6). */
export function proofAccessHooks(section: Section, proof: ProofResource) {
  const { rights, messages } = proof;
  const { denied } = messages;
  return {
    list: proofAccess(section, [rights.listing], messages.accessDenied),
    // One proof: to preview it, or to load it into the edit form.
    read: proofAccess(section, [rights.listing, rights.preview, rights.update], denied.preview),
    create: proofAccess(section, [rights.create], denied.create),
    update: proofAccess(section, [rights.update], denied.update),
    delete: proofAccess(section, [rights.delete], denied.delete),
    pdf: proofAccess(section, [rights.pdfDownload], denied.pdf),
    // The form's and the filter's lists: anyone who may use any part of the page.
    lookups: proofAccess(section, Object.values<Permission>({ ...rights }), messages.accessDenied),
  };
}
