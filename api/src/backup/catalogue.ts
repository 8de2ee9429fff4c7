import { eq } from 'drizzle-orm';
import { CATALOGUE_KEYS, entryOf, type AreaKey, type CatalogueKey } from '@console/contract/resources';
import { HEX_COLOUR } from '../catalogue/whitelabel/fields';
import { notes, proofTypes, sports, whitelabels } from '../db/schema';
import { HtmlTooComplexError, sanitizeHtml } from '../html/sanitizeHtml';
import { isWebAddress } from '../http/webAddress';
import { tableCollection, type BackupCollection, type Row, type TableCollectionOptions } from './collection';
import { checkDay, checkRecord, checkStoredFile, checkWebAddress, RowProblem } from './rowChecks';

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

/** Where each catalogue resource's rows of one area are, and how a restored row is checked. */
const TABLES: Record<CatalogueKey, (area: AreaKey) => Omit<TableCollectionOptions, 'name'>> = {
  whitelabel: (area) => ({
    table: whitelabels,
    where: eq(whitelabels.area, area),
    // The stored logo path (`uploads/<area>/logos/<name>`) is also its place under DATA_DIR.
    files: (row) => [row.logo as string],
    admit: (row) => admitWhitelabel(row, area),
  }),
  prooftype: (area) => ({
    table: proofTypes,
    where: eq(proofTypes.area, area),
    admit: (row) => admitProofType(row, area),
  }),
  sport: (area) => ({
    table: sports,
    where: eq(sports.area, area),
    admit: (row) => (checkRecord(row, area), row),
  }),
  note: (area) => ({
    table: notes,
    where: eq(notes.area, area),
    admit: (row) => (checkRecord(row, area), checkDay(row, 'date'), row),
  }),
};

/** Whitelabels (with their logo files), proof types, sports and notes of one area, named as the registry says. */
export function catalogueCollections(area: AreaKey): BackupCollection[] {
  return CATALOGUE_KEYS.map((key) =>
    tableCollection({ name: entryOf(key, area).backupCollection, ...TABLES[key](area) }),
  );
}
