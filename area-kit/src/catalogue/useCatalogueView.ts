import { useMemo } from 'react';
import { listView } from '@console/contract/paging';
import type { Catalogue } from './catalogue';
import type { Identified } from './types';

/** The rows of the current page after search and sort, with the totals the pager shows. */
export function useCatalogueView<Item extends Identified, Input, Key extends string>({
  config,
  useStore,
}: Catalogue<Item, Input, Key>) {
  const items = useStore((state) => state.items);
  const search = useStore((state) => state.search);
  const sort = useStore((state) => state.sort);
  const page = useStore((state) => state.page);
  const pageSize = useStore((state) => state.pageSize);
  return useMemo(
    () =>
      listView({ rows: items, search, textsOf: config.searchTexts, sort, valueOf: config.sortValue, page, pageSize }),
    [items, search, sort, page, pageSize, config],
  );
}
