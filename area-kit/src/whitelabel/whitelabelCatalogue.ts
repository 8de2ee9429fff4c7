import type { Area } from '../descriptor';
import { defineCatalogue } from '../catalogue/catalogue';
import { whitelabelApi } from './whitelabelApi';
import { emptyWhitelabelInput, whitelabelInputOf } from './whitelabelForm';
import type { Whitelabel, WhitelabelInput, WhitelabelSortKey } from './whitelabelTypes';

/** The whitelabel page's config and store, one per area: default sort by user ascending. */
export const whitelabelCatalogue = defineCatalogue<Area['whitelabel'], Whitelabel, WhitelabelInput, WhitelabelSortKey>(
  (resource) => ({
    api: whitelabelApi(resource),
    messages: resource.messages,
    searchTexts: (item) => [item.user, item.whatsappGroup, item.hexacode, item.url],
    sortValue: (item, key) => item[key],
    defaultSort: { key: 'user', direction: 'asc' },
    defaultPageSize: resource.pageSizes[0],
    versioning: {
      auditResource: 'whitelabel',
      inputOf: (whitelabel) => (whitelabel ? whitelabelInputOf(whitelabel) : emptyWhitelabelInput()),
      fields: [
        { key: 'user', label: 'Username' },
        { key: 'whatsappGroup', label: 'WhatsApp Group' },
        { key: 'hexacode', label: 'Hexacode' },
        { key: 'url', label: 'URL' },
      ],
    },
  }),
);
