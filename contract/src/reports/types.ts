/** One bet of an original: odds and stack as numbers, time of day as HH:MM:SS. */
export interface BetDetail {
  odds: number;
  stack: number;
  time: string;
}

/** One original (the caught bet group) of a report. */
export interface Original {
  sportNames: string[];
  eventNames: string[];
  marketNames: string[];
  pl: number;
  betDetails: BetDetail[];
}

/** A report as the API sends it (spec §3: Report / Forex report). */
export interface Report {
  _id: string;
  /** Calendar day, YYYY-MM-DD. */
  date: string;
  userName: string;
  agent: string;
  origin: string;
  originals: Original[];
  /** Before Void Balance. */
  acBalance: number;
  afterVoidBalance: number;
  catchBy: string;
  proofType: string;
  proofStatus: string;
  voidStatus: string;
  remark: string;
  recordAddBy: string;
  createdAt?: string;
  updatedAt?: string;
  /** Bumped by each write; sent back in If-Match (@console/contract/wire versions.ts). */
  version?: number;
}

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
