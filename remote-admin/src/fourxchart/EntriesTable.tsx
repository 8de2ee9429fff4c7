import styled from 'styled-components';
import { formatDate } from '@console/contract/time';
import { ALL_ROWS, pageCount, clampPage, pageSlice } from '@console/contract/paging';
import { DataTable, DeleteIcon, EditIcon, IconButton, Pager, type Column } from 'shared-kit/ui';
import type { ChartEntry } from './forexChartApi';
import { twoDecimals, type PnlRow } from './pnl';

/** The spec's page sizes: 10, 20, 50 and All. */
const PAGE_SIZES = [10, 20, 50, ALL_ROWS];

const Actions = styled.div`
  display: inline-flex;
  gap: 2px;
`;

interface Props {
  rows: readonly PnlRow[];
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  onEdit: (entry: ChartEntry) => void;
  onDelete: (entry: ChartEntry) => void;
}

/** Date, Amount, P&L and Delta P&L to two decimals, with Edit and Delete. */
export function EntriesTable({ rows, page: chosenPage, pageSize, onPage, onPageSize, onEdit, onDelete }: Props) {
  const page = clampPage(chosenPage, pageCount(rows.length, pageSize));
  const columns: Column<PnlRow>[] = [
    { key: 'date', header: 'Date', render: (row) => formatDate(row.day) },
    { key: 'amount', header: 'Amount', align: 'right', render: (row) => twoDecimals(row.amount) },
    { key: 'pnl', header: 'P&L', align: 'right', render: (row) => twoDecimals(row.pnl) },
    { key: 'delta_pnl', header: 'Delta P&L', align: 'right', render: (row) => twoDecimals(row.delta_pnl) },
    {
      key: 'actions',
      header: 'Actions',
      pin: 'end',
      render: (row) => (
        <Actions>
          <IconButton label={`Edit entry of ${formatDate(row.day)}`} icon={<EditIcon />} onClick={() => onEdit(row)} />
          <IconButton
            label={`Delete entry of ${formatDate(row.day)}`}
            icon={<DeleteIcon />}
            tone="danger"
            onClick={() => onDelete(row)}
          />
        </Actions>
      ),
    },
  ];
  return (
    <>
      <DataTable
        caption="4xChart entries"
        columns={columns}
        rows={pageSlice(rows, page, pageSize)}
        rowKey={(row) => row._id}
        empty="No data available"
      />
      <Pager
        page={page}
        pageSize={pageSize}
        pageSizes={PAGE_SIZES}
        total={rows.length}
        onPageChange={onPage}
        onPageSizeChange={onPageSize}
      />
    </>
  );
}
