import { api } from '@console/platform';
import { ifMatch } from 'shared-kit/conflict';
import type { SportResource } from '@console/contract/areas';
import type { ListAnswer, RecordAnswer, SportBody, SportRecord } from '@console/contract/wire';
import { apiPath } from '../catalogue/apiPath';
import type { CatalogueApi } from '../catalogue/types';
import type { Sport, SportInput } from './sportTypes';

/** A sport as the API answers it, its name under the area's field. */
export type SportWire = SportRecord<SportResource['nameField']>;

/** A sport of the wire (also as a proof's reference and lookup) as the pages use it. */
export const sportFromWire = (resource: SportResource, wire: SportWire): Sport => ({
  _id: wire._id,
  name: wire[resource.nameField] ?? '',
  ...(wire.version === undefined ? {} : { version: wire.version }),
});

/** GET/POST {base}, GET/PUT/DELETE {base}/{id}; body {sportsName} or {forexSportName}; answers carry `data`. */
export function sportApi(resource: SportResource): CatalogueApi<Sport, SportInput> {
  const base = resource.apiBase;
  const fromWire = (wire: SportWire) => sportFromWire(resource, wire);
  const toWire = (input: SportInput): SportBody => ({ [resource.nameField]: input.name.trim() });
  const read = async (request: Promise<RecordAnswer<SportWire>>) => fromWire((await request).data);
  return {
    list: async () => (await api.get(apiPath(base)).json<ListAnswer<SportWire>>()).data.map(fromWire),
    get: (id) => read(api.get(apiPath(base, id)).json()),
    create: (input) => read(api.post(apiPath(base), { json: toWire(input) }).json()),
    update: (id, input, version) =>
      read(api.put(apiPath(base, id), { json: toWire(input), headers: ifMatch(version) }).json()),
    remove: async (id, version) => {
      await api.delete(apiPath(base, id), { headers: ifMatch(version) });
    },
    fromWire: (wire) => fromWire(wire as SportWire),
  };
}
