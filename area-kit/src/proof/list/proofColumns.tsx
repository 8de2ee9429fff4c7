import { formatDate } from '@console/contract/time';
import type { Column } from 'shared-kit/ui';
import { RowActions } from '../../catalogue/RowActions';
import { formatAmount } from '../proofLayout';
import type { ProofSortKey } from '@console/contract/areas';
import type { ProofListItem as Proof } from '../proofTypes';
import type { ProofCan } from '../useProofRights';

type ColumnKey = ProofSortKey | 'actions';

/** The proof table's columns; the actions show only with their right. */
export function proofColumns(
  can: ProofCan,
  open: { preview: (p: Proof) => void; edit: (p: Proof) => void; delete: (p: Proof) => void },
): Column<Proof, ColumnKey>[] {
  const amount = (value: number) => formatAmount(value);
  return [
    { key: 'date', header: 'Date', sortable: true, render: (p) => formatDate(p.date) },
    { key: 'whitelabel', header: 'Whitelabel', sortable: true, render: (p) => p.whitelabel.user },
    { key: 'whatsappGroup', header: 'WhatsApp Group', sortable: true },
    { key: 'agentName', header: 'Agent', sortable: true },
    { key: 'user', header: 'User', sortable: true },
    { key: 'amount', header: 'Amount', sortable: true, align: 'right', render: (p) => amount(p.amount) },
    { key: 'proofType', header: 'Proof Type', sortable: true, render: (p) => p.proofType.type },
    { key: 'sport', header: 'Sport', sortable: true, render: (p) => p.sport.name },
    { key: 'eventName', header: 'Event', sortable: true },
    { key: 'marketName', header: 'Market', sortable: true },
    { key: 'profitAndLoss', header: 'P&L', sortable: true, align: 'right', render: (p) => amount(p.profitAndLoss) },
    { key: 'proofMaker', header: 'Proof Maker', sortable: true },
    {
      key: 'actions',
      header: 'Actions',
      pin: 'end',
      render: (p) => (
        <RowActions
          name={`${p.user} ${p.eventName}`}
          can={can}
          onPreview={() => open.preview(p)}
          onEdit={() => open.edit(p)}
          onDelete={() => open.delete(p)}
        />
      ),
    },
  ];
}
