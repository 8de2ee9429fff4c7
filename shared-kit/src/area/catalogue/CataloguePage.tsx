import type { ComponentType, ReactNode } from 'react';
import type { Column } from 'shared-kit/ui';
import type { Catalogue } from './catalogue';
import { CatalogueList } from './CatalogueList';
import { ConfirmDelete } from './ConfirmDelete';
import type { CatalogueFormProps } from './formProps';
import type { Identified } from './types';
import type { useDialogs } from './useDialogs';
import type { Can } from './useRights';

/** What every catalogue resource's descriptor entry holds that the page composition reads. */
interface PageResource {
  title: string;
  addLabel: string;
  pageSizes?: readonly number[];
  messages: { empty: string; noAccess: string; confirmDelete: string };
}

export interface CataloguePageProps<Item extends Identified, Input, Key extends string, Resource extends PageResource> {
  resource: Resource;
  catalogue: Catalogue<Item, Input, Key>;
  can: Can;
  dialogs: ReturnType<typeof useDialogs<Item>>;
  columns: readonly Column<Item, string>[];
  /** The resource's add/edit form, given the record (null to add), the save and the banner. */
  Form: ComponentType<CatalogueFormProps<Item, Input, Resource>>;
  /** The resource's preview dialog for one record. */
  renderPreview: (item: Item) => ReactNode;
}

/**
 * One catalogue page of either area: the list, and the one open dialog (add/edit form, preview or
 * delete question). Each resource brings only its columns, its form and its preview.
 */
export function CataloguePage<Item extends Identified, Input, Key extends string, Resource extends PageResource>(
  props: CataloguePageProps<Item, Input, Key, Resource>,
) {
  const { resource, catalogue, can, dialogs, columns, Form, renderPreview } = props;
  const store = catalogue.useStore();
  const { dialog } = dialogs;
  return (
    <>
      <CatalogueList
        catalogue={catalogue}
        title={resource.title}
        addLabel={resource.addLabel}
        messages={resource.messages}
        pageSizes={resource.pageSizes}
        can={can}
        columns={columns}
        onAdd={dialogs.openAdd}
        showNotice={dialog.kind !== 'form'}
      />
      {dialog.kind === 'form' && (
        <Form
          resource={resource}
          item={dialog.item}
          notice={store.notice}
          onClearNotice={store.clearNotice}
          saving={store.saving}
          onSave={(input) => store.save(input, dialog.item?._id)}
          onClose={dialogs.close}
        />
      )}
      {dialog.kind === 'preview' && renderPreview(dialog.item)}
      {dialog.kind === 'delete' && (
        <ConfirmDelete
          message={resource.messages.confirmDelete}
          busy={store.saving}
          onDelete={() => store.remove(dialog.item._id)}
          onClose={dialogs.close}
        />
      )}
    </>
  );
}
