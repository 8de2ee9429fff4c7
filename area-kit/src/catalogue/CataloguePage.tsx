import type { ComponentType, ReactNode } from 'react';
import type { Column } from 'shared-kit/ui';
import type { Rights } from '@console/contract/areas';
import type { Catalogue } from './catalogue';
import { useCatalogueWrites } from './catalogueQueries';
import { CatalogueList } from './CatalogueList';
import { ConfirmDelete } from './ConfirmDelete';
import type { CatalogueFormProps } from './formProps';
import { RowActions } from './RowActions';
import type { Identified } from './types';
import { useDialogs } from './useDialogs';
import { useRights } from './useRights';

/** What every catalogue resource's descriptor entry holds that the page composition reads. */
interface PageResource {
  title: string;
  addLabel: string;
  pageSizes?: readonly number[];
  rights: Rights;
  messages: { empty: string; noAccess: string; confirmDelete: string };
}

export interface CataloguePageProps<
  Item extends Identified,
  Input extends object,
  Key extends string,
  Resource extends PageResource,
> {
  resource: Resource;
  catalogue: Catalogue<Item, Input, Key>;
  /** The resource's own columns; the page adds Actions after them. */
  columns: readonly Column<Item, string>[];
  /** Names a row in its action buttons' labels ('Edit acme'). */
  rowName: (item: Item) => string;
  /** Preview what the server has now (GET {base}/{id}) rather than the listed copy. */
  previewFresh?: boolean;
  /** The resource's add/edit form, given the record (null to add), the save and the banner. */
  Form: ComponentType<CatalogueFormProps<Item, Input, Resource>>;
  /** The resource's preview dialog for one record; `close` closes it. */
  renderPreview: (item: Item, close: () => void) => ReactNode;
}

/**
 * One catalogue page of either area: the list with each row's Preview, Edit and Delete (each with its
 * right), and the one open dialog (add/edit form, preview or delete question). Each resource brings
 * only its columns, its form and its preview.
 */
export function CataloguePage<
  Item extends Identified,
  Input extends object,
  Key extends string,
  Resource extends PageResource,
>(props: CataloguePageProps<Item, Input, Key, Resource>) {
  const { resource, catalogue, columns, rowName, previewFresh = false, Form, renderPreview } = props;
  const writes = useCatalogueWrites(catalogue);
  const can = useRights(resource.rights);
  const dialogs = useDialogs<Item>();
  const { dialog } = dialogs;

  const preview = async (item: Item) => {
    const shown = previewFresh ? await writes.readAfresh(item._id) : item;
    if (shown) dialogs.openPreview(shown);
  };
  const actions: Column<Item, string> = {
    key: 'actions',
    header: 'Actions',
    width: '10rem',
    pin: 'end',
    render: (item) => (
      <RowActions
        name={rowName(item)}
        can={can}
        onPreview={() => void preview(item)}
        onEdit={() => dialogs.openEdit(item)}
        onDelete={() => dialogs.openDelete(item)}
      />
    ),
  };

  return (
    <>
      <CatalogueList
        catalogue={catalogue}
        title={resource.title}
        addLabel={resource.addLabel}
        messages={resource.messages}
        pageSizes={resource.pageSizes}
        can={can}
        columns={[...columns, actions]}
        onAdd={dialogs.openAdd}
      />
      {dialog.kind === 'form' && (
        <Form
          resource={resource}
          item={dialog.item}
          problem={writes.formProblem}
          saving={writes.saving}
          onSave={(input, version) => writes.save(input, dialog.item?._id, version)}
          versioning={catalogue.config.versioning}
          onClose={() => {
            writes.clearFormProblem();
            dialogs.close();
          }}
        />
      )}
      {dialog.kind === 'preview' && renderPreview(dialog.item, dialogs.close)}
      {dialog.kind === 'delete' && (
        <ConfirmDelete
          message={resource.messages.confirmDelete}
          busy={writes.saving}
          onDelete={(version) => writes.remove(dialog.item._id, version)}
          onClose={dialogs.close}
          versioned={{
            recordId: dialog.item._id,
            version: dialog.item.version,
            seen: catalogue.config.versioning.inputOf(dialog.item),
            now: (wire) => {
              const current = catalogue.config.api.fromWire(wire);
              return { input: catalogue.config.versioning.inputOf(current), version: current.version };
            },
            fields: catalogue.config.versioning.fields,
            auditResource: catalogue.config.versioning.auditResource,
          }}
        />
      )}
    </>
  );
}
