import type { Area } from '../descriptor';
import { defineCatalogue } from '../catalogue/catalogue';
import { sportApi } from './sportApi';
import type { Sport, SportInput, SportSortKey } from './sportTypes';

/** The sports page's config and store, one per area: default sort by name ascending. */
export const sportCatalogue = defineCatalogue<Area['sport'], Sport, SportInput, SportSortKey>((resource) => ({
  api: sportApi(resource),
  messages: resource.messages,
  searchTexts: (sport) => [sport.name],
  sortValue: (sport) => sport.name,
  defaultSort: { key: 'name', direction: 'asc' },
  defaultPageSize: resource.pageSizes[0],
  versioning: {
    auditResource: 'sport',
    inputOf: (sport) => ({ name: sport?.name ?? '' }),
    fields: [{ key: 'name', label: resource.nameColumn }],
  },
}));
