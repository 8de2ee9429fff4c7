import styled from 'styled-components';
import { Modal, SafeHtml, ScrollArea, type Column } from 'shared-kit/ui';
import type { Area } from '../descriptor';
import { CataloguePage } from '../catalogue/CataloguePage';
import { proofTypeCatalogue } from './proofTypeCatalogue';
import { ProofTypeForm } from './ProofTypeForm';
import type { ProofType } from './proofTypeTypes';

const ContentCell = styled(ScrollArea)`
  max-height: 8rem;
  overflow: auto;
`;

const PreviewFooter = styled.p`
  margin: 0;
  font-weight: 700;
`;

/** Proof Type Management (Turbo) and Forex Proof Type Management, from the area descriptor. */
export function ProofTypePage({ area }: { area: Area }) {
  const resource = area.prooftype;

  const columns: Column<ProofType, 'type' | 'content'>[] = [
    { key: 'type', header: resource.typeColumn, width: '16rem' },
    {
      key: 'content',
      header: resource.contentColumn,
      render: (proofType) => (
        <ContentCell label={`${resource.contentColumn} of ${proofType.type}`}>
          <SafeHtml html={proofType.content} />
        </ContentCell>
      ),
    },
  ];

  return (
    <CataloguePage
      resource={resource}
      catalogue={proofTypeCatalogue(resource)}
      columns={columns}
      rowName={(proofType) => proofType.type}
      Form={ProofTypeForm}
      renderPreview={(item, close) => (
        <Modal title={item.type} onClose={close} size="lg" footer={<PreviewFooter>T&amp;C Apply</PreviewFooter>}>
          <SafeHtml html={item.content} />
        </Modal>
      )}
    />
  );
}
