import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { RecordHistory } from 'shared-kit/audit';
import { Modal, type Column } from 'shared-kit/ui';
import type { Area } from '../descriptor';
import { CataloguePage } from '../catalogue/CataloguePage';
import { whitelabelCatalogue } from './whitelabelCatalogue';
import { WhitelabelCard } from './WhitelabelCard';
import { WhitelabelForm } from './WhitelabelForm';
import { WhitelabelLogo } from './WhitelabelLogo';
import type { Whitelabel, WhitelabelSortKey } from './whitelabelTypes';

const Swatch = styled.span<{ $colour: string }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  &::before {
    content: '';
    width: 1rem;
    height: 1rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 3px;
    background: ${({ $colour }) => $colour};
  }
`;

type ColumnKey = WhitelabelSortKey | 'logo';

function columnsOf(area: Area): Column<Whitelabel, ColumnKey>[] {
  const resource = area.whitelabel;
  return [
    {
      key: 'logo',
      header: 'Logo',
      render: (w) => (
        <Link to={`${resource.detailRoute}/${encodeURIComponent(w._id)}`} aria-label={`${w.user} details`}>
          <WhitelabelLogo logo={w.logo} user={w.user} />
        </Link>
      ),
    },
    { key: 'user', header: resource.userColumn, sortable: true },
    { key: 'whatsappGroup', header: 'WhatsApp Group', sortable: true },
    {
      key: 'hexacode',
      header: 'Color',
      sortable: true,
      render: (w) => <Swatch $colour={w.hexacode}>{w.hexacode}</Swatch>,
    },
    {
      key: 'url',
      header: 'URL',
      sortable: true,
      render: (w) => (
        <a href={w.url} target="_blank" rel="noopener noreferrer">
          {w.url}
        </a>
      ),
    },
  ];
}

/** Whitelabel Management (Turbo) and Forex Whitelabel Management, from the area descriptor. */
export function WhitelabelPage({ area }: { area: Area }) {
  const resource = area.whitelabel;
  const catalogue = whitelabelCatalogue(resource);

  return (
    <CataloguePage
      resource={resource}
      catalogue={catalogue}
      columns={columnsOf(area)}
      rowName={(w) => w.user}
      Form={WhitelabelForm}
      renderPreview={(item, close) => (
        <Modal title={resource.previewTitle} onClose={close} size="sm">
          <WhitelabelCard whitelabel={item} />
          <RecordHistory resource={catalogue.config.versioning.auditResource} recordId={item._id} />
        </Modal>
      )}
    />
  );
}
