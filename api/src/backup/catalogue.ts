import { eq } from 'drizzle-orm';
import type { AreaKey } from '@console/contract/areas';
import { HEX_COLOUR } from '../catalogue/whitelabel/fields';
import { notes, proofTypes, sports, whitelabels } from '../db/schema';
import { HtmlTooComplexError, sanitizeHtml } from '../html/sanitizeHtml';
import { isWebAddress } from '../http/webAddress';
import { tableCollection, type BackupCollection, type Row } from './collection';
import { checkDay, checkRecord, checkStoredFile, checkWebAddress, RowProblem } from './rowChecks';

/** The Data Backup screen's names of the catalogue collections, per area. */
const NAMES: Record<AreaKey, { whitelabel: string; prooftype: string; sport: string; note: string }> = {
  turbo: { whitelabel: 'whitelabel', prooftype: 'prooftype', sport: 'sports', note: 'note' },
  forex: { whitelabel: 'forexwhitelabel', prooftype: 'forexprooftype', sport: 'forexsport', note: 'forexnote' },
};

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

/** Whitelabels (with their logo files), proof types, sports and notes of one area. */
export function catalogueCollections(area: AreaKey): BackupCollection[] {
  const names = NAMES[area];
  return [
    tableCollection({
      name: names.whitelabel,
      table: whitelabels,
      where: eq(whitelabels.area, area),
      // The stored logo path (`uploads/<area>/logos/<name>`) is also its place under DATA_DIR.
      files: (row) => [row.logo as string],
      admit: (row) => admitWhitelabel(row, area),
    }),
    tableCollection({
      name: names.prooftype,
      table: proofTypes,
      where: eq(proofTypes.area, area),
      admit: (row) => admitProofType(row, area),
    }),
    tableCollection({
      name: names.sport,
      table: sports,
      where: eq(sports.area, area),
      admit: (row) => (checkRecord(row, area), row),
    }),
    tableCollection({
      name: names.note,
      table: notes,
      where: eq(notes.area, area),
      admit: (row) => (checkRecord(row, area), checkDay(row, 'date'), row),
    }),
  ];
}
