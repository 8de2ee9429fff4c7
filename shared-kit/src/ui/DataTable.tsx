import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { SortState } from '@console/contract/paging';
import { SortHeader } from './SortHeader';
import { pinnedColumns, TableEmpty, TableScroll } from './TableBox';
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
  /**
   * 'end': kept in view at the right edge while the other columns scroll under it. A row's actions are
   * pinned, so each one a person may use is in reach without scrolling sideways, however wide the table.
   */
  pin?: 'end';
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
  /**
   * Below this width of its box (a CSS length) each row shows as a card, one labelled line per cell,
   * so a phone reads every column without scrolling sideways.
   */
  stackBelow?: string;
}

const Table = styled.table<{ $stackBelow?: string }>`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
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
  td {
    background: ${({ theme }) => theme.colors.surface};
  }
  tbody tr:hover td {
    background: ${({ theme }) => theme.colors.rowHover};
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  ${pinnedColumns}
  ${({ $stackBelow }) => $stackBelow && stacked($stackBelow)}
`;

/**
 * Rows as cards in a narrow box: each cell a line with its column's name before it (read with it), the
 * header row not shown (so a stacked table offers no sorting). Blocks lose a table's implicit roles, so
 * a stacking table states them (STACKED_ROLES).
 */
const stacked = (below: string) => css`
  @container (max-width: ${below}) {
    &,
    tbody,
    tbody tr {
      display: block;
    }
    thead {
      display: none;
    }
    tbody tr {
      padding: ${({ theme }) => theme.space.sm} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    tbody tr:last-child {
      border-bottom: 0;
    }
    tbody td {
      display: grid;
      grid-template-columns: 7.5rem minmax(0, 1fr);
      gap: ${({ theme }) => theme.space.sm};
      padding: ${({ theme }) => theme.space.xs} 12px;
      border-bottom: 0;
      text-align: left !important;
      overflow-wrap: anywhere;
    }
    tbody td[data-label]::before {
      content: attr(data-label);
      font-weight: 700;
    }
    /* One grid item however many elements a cell renders; a container, so what it holds can fit its width. */
    .cell-value {
      min-width: 0;
      container-type: inline-size;
    }
    tbody td.pinned-end {
      position: static;
      box-shadow: none;
    }
  }
`;

const STACKED_ROLES = {
  table: { role: 'table' },
  rowgroup: { role: 'rowgroup' },
  row: { role: 'row' },
  cell: { role: 'cell' },
} as const;
const NO_ROLES = { table: {}, rowgroup: {}, row: {}, cell: {} } as const;

function defaultCell<Row>(row: Row, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a cell without a renderer shows its value's text
  return value === null || value === undefined ? '' : String(value);
}

const cellOf = <Row, Key extends string>(column: Column<Row, Key>, row: Row): ReactNode =>
  column.render ? column.render(row) : defaultCell(row, column.key);

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
  stackBelow,
}: DataTableProps<Row, Key>) {
  const roles = stackBelow ? STACKED_ROLES : NO_ROLES;
  const pinned = (column: Column<Row, Key>) => (column.pin === 'end' ? 'pinned-end' : undefined);
  return (
    <TableScroll label={caption}>
      <Table $stackBelow={stackBelow} aria-label={stackBelow ? caption : undefined} {...roles.table}>
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
                  className={pinned(column)}
                >
                  {column.header}
                </SortHeader>
              ) : (
                <th key={column.key} scope="col" style={style} className={pinned(column)}>
                  {column.header}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody {...roles.rowgroup}>
          {rows.length === 0 ? (
            <TableEmpty columns={columns.length}>{empty}</TableEmpty>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} {...roles.row}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    style={{ textAlign: column.align ?? 'left' }}
                    className={pinned(column)}
                    data-label={stackBelow && typeof column.header === 'string' ? column.header : undefined}
                    {...roles.cell}
                  >
                    {stackBelow ? <div className="cell-value">{cellOf(column, row)}</div> : cellOf(column, row)}
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
