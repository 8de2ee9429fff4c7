import { api } from '@console/platform';
import { ifMatch } from 'shared-kit/conflict';
import type { ProofTypeResource } from '@console/contract/areas';
import type { ListAnswer, ProofTypeBody, ProofTypeRecord } from '@console/contract/wire';
import { apiPath } from '../catalogue/apiPath';
import type { CatalogueApi } from '../catalogue/types';
import type { ProofType, ProofTypeInput } from './proofTypeTypes';

/**
 * GET/POST {base}, PUT/DELETE {base}/{id}. The list comes in `data`; create and update answer the
 * record under `proof` (Turbo) or `forexProofType` (Forex). The spec has no call for one proof type.
 */
export function proofTypeApi(resource: ProofTypeResource): CatalogueApi<ProofType, ProofTypeInput> {
  const base = resource.apiBase;
  const toWire = (input: ProofTypeInput): ProofTypeBody => ({ type: input.type.trim(), content: input.content });
  const saved = async (request: Promise<Record<string, ProofTypeRecord>>) => (await request)[resource.responseKey];
  return {
    list: async () => (await api.get(apiPath(base)).json<ListAnswer<ProofTypeRecord>>()).data,
    create: (input) => saved(api.post(apiPath(base), { json: toWire(input) }).json()),
    update: (id, input, version) =>
      saved(api.put(apiPath(base, id), { json: toWire(input), headers: ifMatch(version) }).json()),
    remove: async (id, version) => {
      await api.delete(apiPath(base, id), { headers: ifMatch(version) });
    },
    fromWire: (wire) => wire as ProofTypeRecord,
  };
}
