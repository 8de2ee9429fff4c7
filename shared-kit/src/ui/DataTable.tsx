import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { SortState } from '@console/contract/paging';
import { SortHeader } from './SortHeader';
import { TableEmpty, TableScroll } from './TableBox';
import { VisuallyHidden } from './VisuallyHidden';

export interface Column<Row, Key extends string = string> {
  key: Key;
  header: ReactNode;
  /** Whether clicking the header sorts by this column. */
  sortable?: boolean;
  /** The cell; defaults to the row's property of the column's key. */
  render?: (row: Row) => ReactNode;
  /** Text alignment and width hints. */
  align?: 'left' | 'center' | 'right';
  width?: string;
}

export interface DataTableProps<Row, Key extends string = string> {
  /** Names the table for screen readers. */
  caption: string;
  columns: readonly Column<Row, Key>[];
  /** The rows to show, already searched, sorted and paged: the table renders exactly these. */
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort?: SortState<Key> | null;
  onSortChange?: (sort: SortState<Key>) => void;
  /** Shown in one full-width cell when there are no rows. */
  empty?: ReactNode;
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};

  th,
  td {
    padding: 10px 12px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  th {
    background: ${({ theme }) => theme.colors.background};
    font-weight: 700;
    white-space: nowrap;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.rowHover};
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
`;

function defaultCell<Row>(row: Row, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a cell without a renderer shows its value's text
  return value === null || value === undefined ? '' : String(value);
}

/**
 * A table of the rows it is given. Sortable headers are buttons: clicking one sorts ascending,
 * clicking the sorted one again flips it; the header says its order to assistive technology.
 */
export function DataTable<Row, Key extends string = string>({
  caption,
  columns,
  rows,
  rowKey,
  sort = null,
  onSortChange,
  empty,
}: DataTableProps<Row, Key>) {
  return (
    <TableScroll label={caption}>
      <Table>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const style = { textAlign: column.align ?? 'left', width: column.width } as const;
              return column.sortable && onSortChange ? (
                <SortHeader
                  key={column.key}
                  columnKey={column.key}
                  sort={sort}
                  onSortChange={onSortChange}
                  style={style}
                >
                  {column.header}
                </SortHeader>
              ) : (
                <th key={column.key} scope="col" style={style}>
                  {column.header}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <TableEmpty columns={columns.length}>{empty}</TableEmpty>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} style={{ textAlign: column.align ?? 'left' }}>
                    {column.render ? column.render(row) : defaultCell(row, column.key)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </TableScroll>
  );
}
