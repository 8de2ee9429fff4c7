/*
 * The API's public entry for the e2e tests and the benchmarks (`api/testing`): what they use of the
 * API's own code, so that nothing outside the api workspace reaches into `api/src`.
 */
export { connectDatabase, type DatabaseConnection } from '../src/db';
export { findFreePort } from '../src/db/embedded';
export {
  login,
  startApiProcess,
  startExternalPostgres,
  stopPostgresOf,
  tempDataDir,
  type ApiProcess,
  type ExternalPostgres,
} from './apiProcess';
export { form, PNG } from './catalogue';
export { proofTypes } from '../src/db/schema';
export { reportRecords } from '../src/reports/records';
export { reportLines } from '../src/reports/stream';
export { fillWires } from '../src/reports/wireFill';
export { writeReportsXlsx } from '../src/reports/xlsx/exportReports';
export { encodePng, type Rgb } from '../src/seed/png';
export { insertUser } from '../src/users/users';
export { rgbaPng } from './images';
export { waitForMail } from './mail/outbox';
export { inspectPdf } from './pdfInspect';
export { benchNote, benchNoteWrite } from './benchWrites';
