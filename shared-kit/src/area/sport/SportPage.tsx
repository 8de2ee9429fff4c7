import { Modal, type Column } from 'shared-kit/ui';
import type { AreaDescriptor } from '../../areas/types';
import { CatalogueList } from '../catalogue/CatalogueList';
import { ConfirmDelete } from '../catalogue/ConfirmDelete';
import { RowActions } from '../catalogue/RowActions';
import { useDialogs } from '../catalogue/useDialogs';
import { useRights } from '../catalogue/useRights';
import { sportCatalogue } from './sportCatalogue';
import { SportForm } from './SportForm';
import type { Sport } from './sportTypes';

/** Sports Management (Turbo) and Forex Sports Management, from the area descriptor. */
export function SportPage({ area }: { area: AreaDescriptor }) {
  const resource = area.sport;
  const catalogue = sportCatalogue(resource);
  const store = catalogue.useStore();
  const can = useRights(resource.rights);
  const dialogs = useDialogs<Sport>();
  const { dialog } = dialogs;

  // The preview shows the record as the server has it now (GET {base}/{id}).
  const preview = async (sport: Sport) => {
    const fresh = await store.loadDetail(sport._id);
    if (fresh) dialogs.openPreview(fresh);
  };

  const columns: Column<Sport, 'name' | 'actions'>[] = [
    { key: 'name', header: resource.nameColumn, sortable: true },
    {
      key: 'actions',
      header: 'Actions',
      width: '10rem',
      render: (sport) => (
        <RowActions name={sport.name} can={can} onPreview={() => void preview(sport)} onEdit={() => dialogs.openEdit(sport)} onDelete={() => dialogs.openDelete(sport)} />
      ),
    },
  ];

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
        <SportForm
          resource={resource}
          item={dialog.item}
          notice={store.notice}
          onClearNotice={store.clearNotice}
          saving={store.saving}
          onSave={(input) => store.save(input, dialog.item?._id)}
          onClose={dialogs.close}
        />
      )}
      {dialog.kind === 'preview' && (
        <Modal title={resource.previewTitle} onClose={dialogs.close} size="sm">
          <dl>
            <dt>{resource.nameColumn}</dt>
            <dd>{dialog.item.name}</dd>
          </dl>
        </Modal>
      )}
      {dialog.kind === 'delete' && (
        <ConfirmDelete message={resource.messages.confirmDelete} busy={store.saving} onDelete={() => store.remove(dialog.item._id)} onClose={dialogs.close} />
      )}
    </>
  );
}
