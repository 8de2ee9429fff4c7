import { isCalendarDay } from '@console/contract/time';
import { isUuid } from '../db/uuidv7';
import { isWebAddress } from '../http/webAddress';
import { isStoredPath } from '../uploads';
import type { Row } from './collection';

/** Why one row of an archive is not restored; the restore names the collection and row with it. */
export class RowProblem extends Error {}

const refuse = (message: string): never => {
  throw new RowProblem(message);
};

/** The checks every catalogue-like row needs: a uuid id and the collection's own area. */
export function checkRecord(row: Row, area: string): void {
  if (typeof row.id !== 'string' || !isUuid(row.id)) refuse('id is not a uuid');
  if (row.area !== area) refuse(`area is ${JSON.stringify(row.area)}, not ${area}`);
}

export function checkDay(row: Row, column: string): void {
  const value = row[column];
  if (typeof value !== 'string' || !isCalendarDay(value)) {
    refuse(`${column} is not a calendar day (YYYY-MM-DD)`);
  }
}

export function checkWebAddress(row: Row, column: string): void {
  const value = row[column];
  if (typeof value !== 'string' || !isWebAddress(value)) {
    refuse(`${column} is not an http(s) address`);
  }
}

/** A file path as the upload store writes it in `folder` (['turbo', 'logos']). */
export function checkStoredFile(value: unknown, column: string, folder: readonly string[]): void {
  if (!isStoredPath(value, folder))
    refuse(`${column} ${JSON.stringify(value)} is not a file of uploads/${folder.join('/')}/`);
}
