import { DataTable, type Column } from 'shared-kit/ui';
import { formatCount } from './formatCount';
import type { Tally } from '@console/contract/dashboard';

interface Props {
  caption: string;
  nameHeader: string;
  countHeader: string;
  rows: readonly Tally[];
  empty: string;
}

/** A two-column table of counts (Proof Maker / Proof Count, Whitelabel / Users Caught), most first. */
export function TallyTable({ caption, nameHeader, countHeader, rows, empty }: Props) {
  const columns: Column<Tally>[] = [
    { key: 'name', header: nameHeader },
    { key: 'count', header: countHeader, align: 'right', render: (row) => formatCount(row.count) },
  ];
  return <DataTable caption={caption} columns={columns} rows={rows} rowKey={(row) => row.name} empty={empty} />;
}
