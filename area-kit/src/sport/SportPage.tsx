import { Modal, type Column } from 'shared-kit/ui';
import type { Area } from '../descriptor';
import { CataloguePage } from '../catalogue/CataloguePage';
import { sportCatalogue } from './sportCatalogue';
import { SportForm } from './SportForm';
import type { Sport } from './sportTypes';

/** Sports Management (Turbo) and Forex Sports Management, from the area descriptor. */
export function SportPage({ area }: { area: Area }) {
  const resource = area.sport;
  const columns: Column<Sport, 'name'>[] = [{ key: 'name', header: resource.nameColumn, sortable: true }];

  return (
    <CataloguePage
      resource={resource}
      catalogue={sportCatalogue(resource)}
      columns={columns}
      rowName={(sport) => sport.name}
      // The preview shows the record as the server has it now (GET {base}/{id}).
      previewFresh
      Form={SportForm}
      renderPreview={(item, close) => (
        <Modal title={resource.previewTitle} onClose={close} size="sm">
          <dl>
            <dt>{resource.nameColumn}</dt>
            <dd>{item.name}</dd>
          </dl>
        </Modal>
      )}
    />
  );
}
