import { Modal, type Column } from 'shared-kit/ui';
import type { AreaDescriptor } from '../../areas/types';
import { CataloguePage } from '../catalogue/CataloguePage';
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
    <CataloguePage
      resource={resource}
      catalogue={catalogue}
      can={can}
      dialogs={dialogs}
      columns={columns}
      Form={SportForm}
      renderPreview={(item) => (
        <Modal title={resource.previewTitle} onClose={dialogs.close} size="sm">
          <dl>
            <dt>{resource.nameColumn}</dt>
            <dd>{item.name}</dd>
          </dl>
        </Modal>
      )}
    />
  );
}
