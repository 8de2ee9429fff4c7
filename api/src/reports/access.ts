import type { preHandlerAsyncHookHandler, RouteShorthandOptions } from 'fastify';
import type { ReportResource } from '@console/contract/areas';
import { hasAnyPermission, hasSection, type Permission, type Section } from '@console/contract/permissions';

/** turbo.md §8 and forex.md §8: what a report call without a live session answers. */
export const NOT_AUTHORIZED = 'Not authorized, please log in.';

/**
 * A report route's access: a live session (401 with the spec's text, also for dead tokens: see the
 * auth plugin's `unauthorizedMessage`), the area's section and one of `permissions` (403 with the
 * area's text for the missing right). Runs as preValidation, so a refused caller hears about their
 * rights, not their payload.
 */
export function reportAccess(section: Section, permissions: Permission[], denied: string): RouteShorthandOptions {
  const check: preHandlerAsyncHookHandler = async (request, reply) => {
    if (!request.user) return reply.code(401).send({ message: NOT_AUTHORIZED });
    if (!hasSection(request.user, section)) {
      return reply.code(403).send({ message: `You do not have access to the ${section} section` });
    }
    if (!hasAnyPermission(request.user, permissions)) return reply.code(403).send({ message: denied });
  };
  return { config: { unauthorizedMessage: NOT_AUTHORIZED }, preValidation: check };
}

/** Every call of the report page, with the right the page checks for it (spec §6). */
export function reportAccessHooks(section: Section, report: ReportResource) {
  const { rights, messages } = report;
  const { denied } = messages;
  return {
    list: reportAccess(section, [rights.listing], messages.accessDenied),
    create: reportAccess(section, [rights.create], denied.create),
    update: reportAccess(section, [rights.update], denied.update),
    delete: reportAccess(section, [rights.delete], denied.delete),
    import: reportAccess(section, [rights.import], denied.import),
    // The page shows Export Records with the listing right (forex.md §6; turbo.md: export "requiring
    // report_listing"), so that is the right the export checks.
    export: reportAccess(section, [rights.listing], denied.export),
    // The form's lists: anyone who may use any part of the page (the form is also embedded in proofs).
    options: reportAccess(section, Object.values<Permission>({ ...rights }), messages.accessDenied),
  };
}
