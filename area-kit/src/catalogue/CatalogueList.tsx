import { DataTable, Pager, SearchBox, type Column } from 'shared-kit/ui';
import type { Catalogue } from './catalogue';
import { CatalogueFrame } from './CatalogueFrame';
import type { Identified } from './types';
import { useCatalogueList } from './catalogueQueries';
import { useCatalogueView } from './useCatalogueView';
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
  const list = useCatalogueList(catalogue, can.listing);
  const ui = catalogue.useView();
  const view = useCatalogueView(catalogue, list.items);

  return (
    <CatalogueFrame
      title={title}
      addLabel={addLabel}
      canCreate={can.create}
      onAdd={onAdd}
      notice={ui.notice}
      onClearNotice={ui.clearNotice}
      canList={can.listing}
      noAccess={messages.noAccess}
      status={list.status}
      error={list.error}
      onRetry={list.retry}
      tools={pageSizes && <SearchBox value={ui.search} onChange={ui.setSearch} />}
    >
      <DataTable
        caption={title}
        columns={columns}
        rows={pageSizes ? view.rows : list.items}
        rowKey={(item) => item._id}
        sort={pageSizes ? ui.sort : null}
        onSortChange={pageSizes ? (sort) => ui.setSort(sort as typeof ui.sort) : undefined}
        empty={messages.empty}
      />
      {pageSizes && (
        <Pager
          page={view.page}
          pageSize={ui.pageSize}
          pageSizes={pageSizes}
          total={view.total}
          onPageChange={ui.setPage}
          onPageSizeChange={ui.setPageSize}
        />
      )}
    </CatalogueFrame>
  );
}
