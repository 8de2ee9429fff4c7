import { useMemo } from 'react';
import { listView } from '@console/contract/paging';
import type { Catalogue } from './catalogue';
import type { Identified } from './types';

/** The rows of the current page after search and sort, with the totals the pager shows. */
export function useCatalogueView<Item extends Identified, Input, Key extends string>(
  { config, useView }: Catalogue<Item, Input, Key>,
  items: Item[],
) {
  const search = useView((view) => view.search);
  const sort = useView((view) => view.sort);
  const page = useView((view) => view.page);
  const pageSize = useView((view) => view.pageSize);
  return useMemo(
    () =>
      listView({ rows: items, search, textsOf: config.searchTexts, sort, valueOf: config.sortValue, page, pageSize }),
    [items, search, sort, page, pageSize, config],
  );
}
