import type { Static } from 'typebox';
import type { BetDetailRecord, OriginalRecord, ReportRecord } from '../wire/reports';

/** One bet of an original: odds and stack as numbers, time of day as HH:MM:SS. */
export type BetDetail = Static<typeof BetDetailRecord>;

/** One original (the caught bet group) of a report. */
export type Original = Static<typeof OriginalRecord>;

/** A report as the API sends it (spec §3: Report / Forex report), declared once by its wire schema. */
export type Report = Static<typeof ReportRecord>;

/** What create and update send: a report without what the server decides. */
export type ReportInput = Omit<Report, '_id' | 'recordAddBy' | 'createdAt' | 'updatedAt' | 'version'>;

/** The fields a person sees in the table, in the spec's column order (also the export's columns). */
export type ReportColumnKey =
  | 'date'
  | 'userName'
  | 'agent'
  | 'origin'
  | 'sportNames'
  | 'eventNames'
  | 'marketNames'
  | 'pl'
  | 'odds'
  | 'stack'
  | 'time'
  | 'acBalance'
  | 'afterVoidBalance'
  | 'catchBy'
  | 'proofType'
  | 'proofStatus'
  | 'voidStatus'
  | 'remark'
  | 'recordAddBy';
