import { memo, useRef, type ReactNode } from 'react';
import { formatDate } from '@console/contract/time';
import { DeleteIcon, EditIcon, IconButton, PreviewIcon, SortHeader, TableEmpty, VisuallyHidden } from 'shared-kit/ui';
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
import { Counting, Scroll, Table } from './ReportTable.styles';
import { footerCells, totalsByColumn } from './totalsFooter';
import { useFocusClearOfPinned } from './useFocusClearOfPinned';

const PIN: Partial<Record<ReportColumn['key'], string>> = { date: 'pinned-start' };

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
  const footer = footerCells(REPORT_COLUMNS, totalsByColumn(totals));
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
            {footer.map((cell) =>
              cell.kind === 'label' ? (
                <td key={cell.key} className={PIN[cell.key]}>
                  Totals:
                </td>
              ) : cell.kind === 'total' ? (
                <td key={cell.key} className="number">
                  {formatReportNumber(cell.value)}
                </td>
              ) : (
                <td key={cell.key} colSpan={cell.span > 1 ? cell.span : undefined}>
                  {cell.first && totalsLoading && <Counting>(counting all reports…)</Counting>}
                </td>
              ),
            )}
            <td className="pinned-end" />
          </tr>
        </tfoot>
      </Table>
    </Scroll>
  );
});
