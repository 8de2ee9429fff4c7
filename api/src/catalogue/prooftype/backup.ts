import type { AreaKey } from '@console/contract/resources';
import { eq } from 'drizzle-orm';
import type { AreaTable } from '../../backup/catalogue';
import type { Row } from '../../backup/collection';
import { checkRecord, RowProblem } from '../../backup/rowChecks';
import { proofTypes } from '../../db/schema';
import { HtmlTooComplexError, sanitizeHtml } from '../../html/sanitizeHtml';

/** A template as the API stores it: through the allow-list; one that it empties is refused, as on create. */
function admitProofType(row: Row, area: AreaKey): Row {
  checkRecord(row, area);
  const content = typeof row.content === 'string' ? row.content : '';
  let clean: string;
  try {
    clean = sanitizeHtml(content);
  } catch (error) {
    if (error instanceof HtmlTooComplexError) throw new RowProblem(`content: ${error.message}`);
    throw error;
  }
  if (!clean.trim()) throw new RowProblem('content is empty once sanitised');
  return clean === content ? row : { ...row, content: clean };
}

/** An area's proof types, each template checked as on create. */
export const proofTypeBackup: AreaTable = (area) => ({
  table: proofTypes,
  where: eq(proofTypes.area, area),
  admit: (row) => admitProofType(row, area),
});
