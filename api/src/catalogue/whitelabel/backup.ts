import type { AreaKey } from '@console/contract/resources';
import { eq } from 'drizzle-orm';
import type { AreaTable } from '../../backup/catalogue';
import type { Row } from '../../backup/collection';
import { checkRecord, checkStoredFile, checkWebAddress, RowProblem } from '../../backup/rowChecks';
import { whitelabels } from '../../db/schema';
import { isWebAddress } from '../../http/webAddress';
import { HEX_COLOUR } from './fields';

/** A whitelabel as the form would take it: a hex colour, an http(s) URL, a logo of the store or on the web. */
function admitWhitelabel(row: Row, area: AreaKey): Row {
  checkRecord(row, area);
  if (typeof row.hexacode !== 'string' || !HEX_COLOUR.test(row.hexacode))
    throw new RowProblem('hexacode is not a hex colour');
  checkWebAddress(row, 'url');
  // The spec lets a logo be an absolute URL (older records); anything else must be the store's own file.
  if (!(typeof row.logo === 'string' && isWebAddress(row.logo))) checkStoredFile(row.logo, 'logo', [area, 'logos']);
  return row;
}

/** An area's whitelabels, with their logo files. */
export const whitelabelBackup: AreaTable = (area) => ({
  table: whitelabels,
  where: eq(whitelabels.area, area),
  // The stored logo path (`uploads/<area>/logos/<name>`) is also its place under DATA_DIR.
  files: (row) => [row.logo as string],
  admit: (row) => admitWhitelabel(row, area),
});
