import type { SportResource } from '@console/contract/areas';
import type { SportBody } from '@console/contract/wire';
import { badRequest } from '../../http/refusal';

/** A sport's name, sent under the area's field (`sportsName`, `forexSportName`), trimmed and required. */
export function sportFields(body: SportBody, { nameField, nameRequired }: SportResource) {
  const name = body[nameField]?.trim();
  if (!name) throw badRequest(nameRequired);
  return { name };
}
