import { REPORT_COLUMNS, type ReportColumn } from '@console/contract/reports';
import { footerCells, totalsByColumn, type FooterCell } from './totalsFooter';

const totals = totalsByColumn({ pl: 40.25, stack: 37, acBalance: 200, afterVoidBalance: 100 });

/** The key of the column each cell starts under, counting the columns the cells before it span. */
function placed(cells: FooterCell[], columns: readonly ReportColumn[]) {
  let at = 0;
  return cells.map((cell) => {
    const under = columns[at].key;
    at += cell.kind === 'blank' ? cell.span : 1;
    return { under, cell };
  });
}

describe("the Totals: footer's cells", () => {
  it('put the label under the date, each total under its own column, and span the gaps', () => {
    const cells = footerCells(REPORT_COLUMNS, totals);
    expect(
      cells.map((cell) => (cell.kind === 'blank' ? cell.span : cell.kind === 'total' ? cell.value : 'Totals:')),
    ).toEqual(['Totals:', 6, 40.25, 1, 37, 1, 200, 100, 6]);
    for (const { under, cell } of placed(cells, REPORT_COLUMNS)) expect(under).toBe(cell.key);
    expect(cells.reduce((n, cell) => n + (cell.kind === 'blank' ? cell.span : 1), 0)).toBe(REPORT_COLUMNS.length);
  });

  it('keep each total under its column when the columns are in another order', () => {
    const reordered = [...REPORT_COLUMNS].reverse();
    const cells = footerCells(reordered, totals);
    for (const { under, cell } of placed(cells, reordered)) expect(under).toBe(cell.key);
    expect(cells.filter((cell) => cell.kind === 'total').map((cell) => cell.key)).toEqual([
      'afterVoidBalance',
      'acBalance',
      'stack',
      'pl',
    ]);
  });

  it('mark the first gap after the label as the place for a note, and only that one', () => {
    const cells = footerCells(REPORT_COLUMNS, totals);
    const notes = cells.filter((cell) => cell.kind === 'blank' && cell.first);
    expect(notes).toEqual([{ kind: 'blank', key: 'userName', span: 6, first: true }]);
  });
});
