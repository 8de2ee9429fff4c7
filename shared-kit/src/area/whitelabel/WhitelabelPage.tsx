import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Modal, type Column } from 'shared-kit/ui';
import type { AreaDescriptor } from '../../areas/types';
import { CataloguePage } from '../catalogue/CataloguePage';
import { RowActions } from '../catalogue/RowActions';
import { useDialogs } from '../catalogue/useDialogs';
import { useRights, type Can } from '../catalogue/useRights';
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

type ColumnKey = WhitelabelSortKey | 'logo' | 'actions';

function columnsOf(
  area: AreaDescriptor,
  can: Can,
  open: { preview: (w: Whitelabel) => void; edit: (w: Whitelabel) => void; delete: (w: Whitelabel) => void },
): Column<Whitelabel, ColumnKey>[] {
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
    { key: 'hexacode', header: 'Color', sortable: true, render: (w) => <Swatch $colour={w.hexacode}>{w.hexacode}</Swatch> },
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
    {
      key: 'actions',
      header: 'Actions',
      render: (w) => (
        <RowActions name={w.user} can={can} onPreview={() => open.preview(w)} onEdit={() => open.edit(w)} onDelete={() => open.delete(w)} />
      ),
    },
  ];
}

/** Whitelabel Management (Turbo) and Forex Whitelabel Management, from the area descriptor. */
export function WhitelabelPage({ area }: { area: AreaDescriptor }) {
  const resource = area.whitelabel;
  const catalogue = whitelabelCatalogue(resource);
  const can = useRights(resource.rights);
  const dialogs = useDialogs<Whitelabel>();
  const columns = columnsOf(area, can, { preview: dialogs.openPreview, edit: dialogs.openEdit, delete: dialogs.openDelete });

  return (
    <CataloguePage
      resource={resource}
      catalogue={catalogue}
      can={can}
      dialogs={dialogs}
      columns={columns}
      Form={WhitelabelForm}
      renderPreview={(item) => (
        <Modal title={resource.previewTitle} onClose={dialogs.close} size="sm">
          <WhitelabelCard whitelabel={item} />
        </Modal>
      )}
    />
  );
}
