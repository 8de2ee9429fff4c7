import { memo, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatDate } from '@console/contract/time';
import {
  DeleteIcon,
  EditIcon,
  IconButton,
  PreviewIcon,
  pinnedColumns,
  SortHeader,
  TableEmpty,
  TableScroll,
  VisuallyHidden,
} from 'shared-kit/ui';
import { formatReportNumber, joinNames } from './format';
import {
  REPORT_COLUMNS,
  reportRows,
  type Report,
  type ReportColumn,
  type ReportRow,
  type ReportSort,
  type ReportTotals,
} from '@console/contract/reports';
import { RemarkText } from './RemarkText';
import { useFocusClearOfPinned } from './useFocusClearOfPinned';

/**
 * At most 800 px high (the spec), and never taller than the window: its horizontal scroll bar, at the
 * bottom of the box, stays reachable on a 768 px screen.
 */
const Scroll = styled(TableScroll)`
  max-height: min(800px, calc(100vh - 7rem));
`;

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  th,
  td {
    padding: 8px 10px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    border-right: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
    white-space: nowrap;
  }
  td {
    background: ${({ theme }) => theme.colors.surface};
  }
  thead th {
    position: sticky;
    top: 0;
    z-index: 2;
    background: ${({ theme }) => theme.colors.background};
    text-align: left;
  }
  tfoot td {
    position: sticky;
    bottom: 0;
    z-index: 2;
    background: ${({ theme }) => theme.colors.background};
    font-weight: 700;
  }
  td.number {
    text-align: right;
  }
  /* The date and the row's actions stay in view while the other 18 columns scroll between them. */
  ${pinnedColumns}
`;

const PIN: Partial<Record<ReportColumn['key'], string>> = { date: 'pinned-start' };

/** Marks totals that are not final yet (the whole list is still loading). */
const Counting = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface ReportRights {
  preview: boolean;
  update: boolean;
  delete: boolean;
}

export interface ReportTableProps {
  caption: string;
  /** The reports of the current page only. */
  reports: readonly Report[];
  totals: ReportTotals;
  /** The totals are the server's for the first page while the whole list loads: shown as still counting. */
  totalsLoading?: boolean;
  sort: ReportSort | null;
  onSortChange: (sort: ReportSort) => void;
  can: ReportRights;
  onPreview: (report: Report) => void;
  onEdit: (report: Report) => void;
  onDelete: (report: Report) => void;
  empty: string;
}

function cellContent(row: ReportRow, column: ReportColumn): ReactNode {
  const { report, original, bet } = row;
  switch (column.key) {
    case 'date':
      return formatDate(report.date);
    case 'sportNames':
    case 'eventNames':
    case 'marketNames':
      return original ? joinNames(original[column.key]) : '';
    case 'pl':
      return original ? formatReportNumber(original.pl) : '';
    case 'odds':
    case 'stack':
      return bet ? formatReportNumber(bet[column.key]) : '';
    case 'time':
      return bet?.time ?? '';
    case 'acBalance':
    case 'afterVoidBalance':
      return formatReportNumber(report[column.key]);
    case 'remark':
      return <RemarkText remark={report.remark} />;
    default:
      return report[column.key];
  }
}

/**
 * The report table: one row per bet detail, the report's cells merged over its rows and an original's
 * over its bets, a Totals: footer over every filtered report, at most 800 px high with the header kept
 * in view. It renders the current page only, and only when its data changes (memo): typing in a filter
 * re-renders the page at once but leaves the table to the deferred result.
 */
export const ReportTable = memo(function ReportTable({
  caption,
  reports,
  totals,
  totalsLoading = false,
  sort,
  onSortChange,
  can,
  onPreview,
  onEdit,
  onDelete,
  empty,
}: ReportTableProps) {
  const columnCount = REPORT_COLUMNS.length + 1;
  const totalOf: Partial<Record<ReportColumn['key'], number>> = {
    pl: totals.pl,
    stack: totals.stack,
    acBalance: totals.acBalance,
    afterVoidBalance: totals.afterVoidBalance,
  };
  const firstTotal = REPORT_COLUMNS.findIndex((column) => column.key === 'pl');
  const table = useRef<HTMLTableElement>(null);
  useFocusClearOfPinned(table);

  return (
    <Scroll label={caption}>
      <Table ref={table}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {REPORT_COLUMNS.map((column) => (
              <SortHeader
                key={column.key}
                columnKey={column.key}
                sort={sort}
                onSortChange={onSortChange}
                className={PIN[column.key]}
              >
                {column.label}
              </SortHeader>
            ))}
            <th scope="col" className="pinned-end">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {reports.length === 0 && <TableEmpty columns={columnCount}>{empty}</TableEmpty>}
          {reports.flatMap((report) =>
            reportRows(report).map((row, rowIndex) => (
              <tr key={`${report._id}-${rowIndex}`}>
                {REPORT_COLUMNS.map((column) => {
                  const span =
                    column.level === 'report' ? row.reportSpan : column.level === 'original' ? row.originalSpan : 1;
                  if (span === 0) return null;
                  return (
                    <td
                      key={column.key}
                      rowSpan={span > 1 ? span : undefined}
                      className={
                        [column.kind === 'number' ? 'number' : '', PIN[column.key] ?? ''].join(' ').trim() || undefined
                      }
                    >
                      {cellContent(row, column)}
                    </td>
                  );
                })}
                {row.reportSpan > 0 && (
                  <td rowSpan={row.reportSpan > 1 ? row.reportSpan : undefined} className="pinned-end">
                    {can.preview && (
                      <IconButton
                        label={`Preview report of ${report.userName}`}
                        icon={<PreviewIcon />}
                        onClick={() => onPreview(report)}
                      />
                    )}
                    {can.update && (
                      <IconButton
                        label={`Edit report of ${report.userName}`}
                        icon={<EditIcon />}
                        tone="primary"
                        onClick={() => onEdit(report)}
                      />
                    )}
                    {can.delete && (
                      <IconButton
                        label={`Delete report of ${report.userName}`}
                        icon={<DeleteIcon />}
                        tone="danger"
                        onClick={() => onDelete(report)}
                      />
                    )}
                  </td>
                )}
              </tr>
            )),
          )}
        </tbody>
        <tfoot aria-busy={totalsLoading || undefined}>
          <tr>
            <td className="pinned-start">Totals:</td>
            <td colSpan={firstTotal - 1}>{totalsLoading && <Counting>(counting all reports…)</Counting>}</td>
            {REPORT_COLUMNS.slice(
              firstTotal,
              REPORT_COLUMNS.findIndex((column) => column.key === 'catchBy'),
            ).map((column) => (
              <td key={column.key} className="number">
                {totalOf[column.key] === undefined ? '' : formatReportNumber(totalOf[column.key]!)}
              </td>
            ))}
            <td colSpan={columnCount - 1 - REPORT_COLUMNS.findIndex((column) => column.key === 'catchBy')} />
            <td className="pinned-end" />
          </tr>
        </tfoot>
      </Table>
    </Scroll>
  );
});
