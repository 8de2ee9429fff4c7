import { api } from '@console/platform';
import { ifMatch } from 'shared-kit/conflict';
import type { WhitelabelResource } from '@console/contract/areas';
import type { ListAnswer, RecordAnswer, WhitelabelRecord } from '@console/contract/wire';
import { apiPath } from '../catalogue/apiPath';
import type { CatalogueApi } from '../catalogue/types';
import { withHash } from './logo';
import type { Whitelabel, WhitelabelInput } from './whitelabelTypes';

/** A whitelabel as the API answers it, its user under the area's field. */
export type WhitelabelWire = WhitelabelRecord<WhitelabelResource['userField']>;

/** A whitelabel of the wire (also as a proof's reference and lookup) as the pages use it. */
export const whitelabelFromWire = (resource: WhitelabelResource, wire: WhitelabelWire): Whitelabel => ({
  _id: wire._id,
  user: wire[resource.userField] ?? '',
  whatsappGroup: wire.whatsapp_group ?? '',
  hexacode: wire.hexacode ?? '',
  url: wire.url ?? '',
  logo: wire.logo ?? '',
  ...(wire.version === undefined ? {} : { version: wire.version }),
});

/** The spec's multipart fields: whitelabel_user (forex_whitelabel_user), whatsapp_group, hexacode, url, logo only if chosen. */
function toFormData(resource: WhitelabelResource, input: WhitelabelInput): FormData {
  const form = new FormData();
  form.append(resource.userField, input.user.trim());
  form.append('whatsapp_group', input.whatsappGroup.trim());
  form.append('hexacode', withHash(input.hexacode));
  form.append('url', input.url.trim());
  if (input.logo) form.append('logo', input.logo);
  return form;
}

/** GET {base}/all, GET/PUT/DELETE {base}/{id}, POST {base}/create; answers carry `data`. */
export function whitelabelApi(resource: WhitelabelResource): CatalogueApi<Whitelabel, WhitelabelInput> {
  const base = resource.apiBase;
  const read = async (request: Promise<RecordAnswer<WhitelabelWire>>) =>
    whitelabelFromWire(resource, (await request).data);
  return {
    list: async () =>
      (await api.get(apiPath(base + resource.listPath)).json<ListAnswer<WhitelabelWire>>()).data.map((wire) =>
        whitelabelFromWire(resource, wire),
      ),
    get: (id) => read(api.get(apiPath(base, id)).json()),
    create: (input) =>
      read(api.post(apiPath(base + resource.createPath), { body: toFormData(resource, input) }).json()),
    update: (id, input, version) =>
      read(api.put(apiPath(base, id), { body: toFormData(resource, input), headers: ifMatch(version) }).json()),
    remove: async (id, version) => {
      await api.delete(apiPath(base, id), { headers: ifMatch(version) });
    },
    fromWire: (wire) => whitelabelFromWire(resource, wire as WhitelabelWire),
  };
}
