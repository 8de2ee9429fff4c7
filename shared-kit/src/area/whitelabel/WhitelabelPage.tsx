import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Modal, type Column } from 'shared-kit/ui';
import type { AreaDescriptor } from '../../areas/types';
import { CatalogueList } from '../catalogue/CatalogueList';
import { ConfirmDelete } from '../catalogue/ConfirmDelete';
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
  const store = catalogue.useStore();
  const can = useRights(resource.rights);
  const dialogs = useDialogs<Whitelabel>();
  const { dialog } = dialogs;
  const columns = columnsOf(area, can, { preview: dialogs.openPreview, edit: dialogs.openEdit, delete: dialogs.openDelete });

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
        <WhitelabelForm
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
          <WhitelabelCard whitelabel={dialog.item} />
        </Modal>
      )}
      {dialog.kind === 'delete' && (
        <ConfirmDelete message={resource.messages.confirmDelete} busy={store.saving} onDelete={() => store.remove(dialog.item._id)} onClose={dialogs.close} />
      )}
    </>
  );
}
