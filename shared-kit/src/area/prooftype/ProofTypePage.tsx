import styled from 'styled-components';
import { Modal, SafeHtml, type Column } from 'shared-kit/ui';
import type { AreaDescriptor } from '../../areas/types';
import { CataloguePage } from '../catalogue/CataloguePage';
import { RowActions } from '../catalogue/RowActions';
import { useDialogs } from '../catalogue/useDialogs';
import { useRights } from '../catalogue/useRights';
import { proofTypeCatalogue } from './proofTypeCatalogue';
import { ProofTypeForm } from './ProofTypeForm';
import type { ProofType } from './proofTypeTypes';

const ContentCell = styled.div`
  max-height: 8rem;
  overflow: auto;
`;

const PreviewFooter = styled.p`
  margin: 0;
  font-weight: 700;
`;

/** Proof Type Management (Turbo) and Forex Proof Type Management, from the area descriptor. */
export function ProofTypePage({ area }: { area: AreaDescriptor }) {
  const resource = area.prooftype;
  const catalogue = proofTypeCatalogue(resource);
  const can = useRights(resource.rights);
  const dialogs = useDialogs<ProofType>();

  const columns: Column<ProofType, 'type' | 'content' | 'actions'>[] = [
    { key: 'type', header: resource.typeColumn, width: '16rem' },
    {
      key: 'content',
      header: resource.contentColumn,
      render: (proofType) => (
        <ContentCell>
          <SafeHtml html={proofType.content} />
        </ContentCell>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      width: '10rem',
      render: (proofType) => (
        <RowActions
          name={proofType.type}
          can={can}
          onPreview={() => dialogs.openPreview(proofType)}
          onEdit={() => dialogs.openEdit(proofType)}
          onDelete={() => dialogs.openDelete(proofType)}
        />
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
      Form={ProofTypeForm}
      renderPreview={(item) => (
        <Modal title={item.type} onClose={dialogs.close} size="lg" footer={<PreviewFooter>T&amp;C Apply</PreviewFooter>}>
          <SafeHtml html={item.content} />
        </Modal>
      )}
    />
  );
}
