import { REPORT_COLUMNS, type ReportRow } from '@console/contract/reports';
import { columnLetters } from './sheetRowXml';

const LETTERS = REPORT_COLUMNS.map((_, i) => columnLetters(i + 1));
/** Merges per chunk of the written XML: a few hundred KB at a time, however long the list. */
const MERGES_PER_WRITE = 5000;

/**
 * The merged cells of an export, kept as three numbers per row that starts a merge (row, report span,
 * original span) instead of one object per merged cell: 1,000,000 rows hold at most 12 MB here, where
 * exceljs's Range objects and its one-string `<mergeCells>` took hundreds. The sheet lists its merges
 * after its rows, so they are kept until then and written in chunks, each after the last has drained.
 */
export class MergeLog {
  private spans = new Uint32Array(3 * 4096);
  private used = 0;
  private merges = 0;

  /** Notes the merges a row starts: its report's cells over its report's rows, its original's likewise. */
  add(row: ReportRow, rowNumber: number): void {
    if (row.reportSpan <= 1 && row.originalSpan <= 1) return;
    if (this.used + 3 > this.spans.length) {
      const grown = new Uint32Array(this.spans.length * 2);
      grown.set(this.spans);
      this.spans = grown;
    }
    this.spans.set([rowNumber, row.reportSpan, row.originalSpan], this.used);
    this.used += 3;
    for (const column of REPORT_COLUMNS) if (spanOf(column.level, row.reportSpan, row.originalSpan) > 1) this.merges++;
  }

  /**
   * `<mergeCells>` as exceljs writes it (same refs, same order: by row, then by column), handed to
   * `write` in chunks; `write` resolves when the chunk may be followed by the next.
   */
  async writeXml(write: (xml: string) => Promise<void>): Promise<void> {
    if (this.merges === 0) return;
    let xml = `<mergeCells count="${this.merges}">`;
    let inChunk = 0;
    for (let at = 0; at < this.used; at += 3) {
      const row = this.spans[at];
      const reportSpan = this.spans[at + 1];
      const originalSpan = this.spans[at + 2];
      REPORT_COLUMNS.forEach((column, i) => {
        const span = spanOf(column.level, reportSpan, originalSpan);
        if (span <= 1) return;
        xml += `<mergeCell ref="${LETTERS[i]}${row}:${LETTERS[i]}${row + span - 1}"/>`;
        inChunk++;
      });
      if (inChunk >= MERGES_PER_WRITE) {
        await write(xml);
        xml = '';
        inChunk = 0;
      }
    }
    await write(`${xml}</mergeCells>`);
  }
}

function spanOf(level: (typeof REPORT_COLUMNS)[number]['level'], reportSpan: number, originalSpan: number): number {
  return level === 'report' ? reportSpan : level === 'original' ? originalSpan : 1;
}
