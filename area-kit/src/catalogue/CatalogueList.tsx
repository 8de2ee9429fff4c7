import { DataTable, Pager, SearchBox, type Column } from 'shared-kit/ui';
import type { Catalogue } from './catalogue';
import { CatalogueFrame } from './CatalogueFrame';
import type { Identified } from './types';
import { useCatalogueView } from './useCatalogueView';
import { useLoadWhenAllowed } from './useLoadWhenAllowed';
import type { Can } from './useRights';

export interface CatalogueListProps<Item extends Identified, Input, Key extends string> {
  catalogue: Catalogue<Item, Input, Key>;
  title: string;
  addLabel: string;
  messages: { empty: string; noAccess: string };
  /** Page sizes of a searchable, paged list; without them the whole list shows in one table. */
  pageSizes?: readonly number[];
  can: Can;
  columns: readonly Column<Item, string>[];
  onAdd: () => void;
}

/**
 * A catalogue page's list: fetched on arrival with the listing right, then searched, sorted and paged
 * in the browser; the frame adds the title, the Add button, the banner and the empty/denied states.
 */
export function CatalogueList<Item extends Identified, Input, Key extends string>(
  props: CatalogueListProps<Item, Input, Key>,
) {
  const { catalogue, title, addLabel, messages, pageSizes, can, columns, onAdd } = props;
  const store = catalogue.useStore();
  const view = useCatalogueView(catalogue);
  useLoadWhenAllowed(can.listing, store.load);

  return (
    <CatalogueFrame
      title={title}
      addLabel={addLabel}
      canCreate={can.create}
      onAdd={onAdd}
      notice={store.notice}
      onClearNotice={store.clearNotice}
      canList={can.listing}
      noAccess={messages.noAccess}
      status={store.status}
      error={store.error}
      onRetry={store.load}
      tools={pageSizes && <SearchBox value={store.search} onChange={store.setSearch} />}
    >
      <DataTable
        caption={title}
        columns={columns}
        rows={pageSizes ? view.rows : store.items}
        rowKey={(item) => item._id}
        sort={pageSizes ? store.sort : null}
        onSortChange={pageSizes ? (sort) => store.setSort(sort as typeof store.sort) : undefined}
        empty={messages.empty}
      />
      {pageSizes && (
        <Pager
          page={view.page}
          pageSize={store.pageSize}
          pageSizes={pageSizes}
          total={view.total}
          onPageChange={store.setPage}
          onPageSizeChange={store.setPageSize}
        />
      )}
    </CatalogueFrame>
  );
}
