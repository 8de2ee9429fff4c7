import type { ProofTypeBody } from '@console/contract/wire';
import { sanitizeHtml } from '../../html/sanitizeHtml';
import { badRequest } from '../../http/refusal';

/** The HTML through the console's allow-list (shared with the browser); a template left empty by that is refused. */
export function proofTypeFields({ type, content }: ProofTypeBody) {
  const kept = sanitizeHtml(content ?? '');
  if (!type?.trim() || !kept.trim()) throw badRequest('Type and content are required');
  return { type: type.trim(), content: kept };
}
