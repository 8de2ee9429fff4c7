import styled from 'styled-components';
import { Modal, SafeHtml, type Column } from 'shared-kit/ui';
import type { AreaDescriptor } from '../../areas/types';
import { CatalogueList } from '../catalogue/CatalogueList';
import { ConfirmDelete } from '../catalogue/ConfirmDelete';
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
  const store = catalogue.useStore();
  const can = useRights(resource.rights);
  const dialogs = useDialogs<ProofType>();
  const { dialog } = dialogs;

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
    <>
      <CatalogueList
        catalogue={catalogue}
        title={resource.title}
        addLabel={resource.addLabel}
        messages={resource.messages}
        can={can}
        columns={columns}
        onAdd={dialogs.openAdd}
        showNotice={dialog.kind !== 'form'}
      />
      {dialog.kind === 'form' && (
        <ProofTypeForm
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
        <Modal title={dialog.item.type} onClose={dialogs.close} size="lg" footer={<PreviewFooter>T&amp;C Apply</PreviewFooter>}>
          <SafeHtml html={dialog.item.content} />
        </Modal>
      )}
      {dialog.kind === 'delete' && (
        <ConfirmDelete message={resource.messages.confirmDelete} busy={store.saving} onDelete={() => store.remove(dialog.item._id)} onClose={dialogs.close} />
      )}
    </>
  );
}
