import { datesOf, type Bounds } from './dashboardDate';
import { NameIds, nameOrUnknown, tallies, type Tally } from './tally';

type ReportLike = Partial<Record<string, unknown>>;

/** One slice of a status pie: its share of the range with one decimal ('62.5%'). */
export interface Slice {
  name: string;
  count: number;
  percent: string;
}

/** The reports of one area, read once per list. */
export interface ReportIndex {
  times: Float64Array;
  catchByOf: Int32Array;
  catchBys: string[];
  submitted: Uint8Array;
  voided: Uint8Array;
}

export interface ReportStats {
  reports: number;
  byCatchBy: Tally[];
  proofStatus: Slice[];
  voidStatus: Slice[];
}

export const PROOF_STATUS = { yes: 'Submitted', no: 'Not Submit' } as const;
export const VOID_STATUS = { yes: 'Void', no: 'Not Void' } as const;

/** Whether a status field holds the named value; anything else, missing included, is the other one (§4). */
const holds = (value: unknown, wanted: string) =>
  typeof value === 'string' && value.trim().toLowerCase() === wanted.toLowerCase();

export function indexReportStats(reports: readonly unknown[]): ReportIndex {
  const list = reports as readonly ReportLike[];
  const catchBys = new NameIds();
  const catchByOf = new Int32Array(list.length);
  const submitted = new Uint8Array(list.length);
  const voided = new Uint8Array(list.length);
  list.forEach((report, i) => {
    catchByOf[i] = catchBys.id(nameOrUnknown(report.catchBy));
    submitted[i] = holds(report.proofStatus, PROOF_STATUS.yes) ? 1 : 0;
    voided[i] = holds(report.voidStatus, VOID_STATUS.yes) ? 1 : 0;
  });
  return { times: datesOf(list, (report) => report.date), catchByOf, catchBys: catchBys.names, submitted, voided };
}

function percent(count: number, total: number): string {
  return `${total ? ((count / total) * 100).toFixed(1) : '0.0'}%`;
}

function slices(names: { yes: string; no: string }, yes: number, total: number): Slice[] {
  return [
    { name: names.yes, count: yes, percent: percent(yes, total) },
    { name: names.no, count: total - yes, percent: percent(total - yes, total) },
  ];
}

export function reportStats(index: ReportIndex, bounds: Bounds | null): ReportStats {
  const { times, catchByOf, submitted, voided } = index;
  const perCatchBy = new Int32Array(index.catchBys.length);
  const from = bounds ? bounds.from : -Infinity;
  const to = bounds ? bounds.to : Infinity;
  let reports = 0;
  let submittedCount = 0;
  let voidCount = 0;
  for (let i = 0; i < times.length; i += 1) {
    if (bounds && !(times[i] >= from && times[i] <= to)) continue;
    reports += 1;
    perCatchBy[catchByOf[i]] += 1;
    submittedCount += submitted[i];
    voidCount += voided[i];
  }
  return {
    reports,
    byCatchBy: tallies(index.catchBys, perCatchBy),
    proofStatus: slices(PROOF_STATUS, submittedCount, reports),
    voidStatus: slices(VOID_STATUS, voidCount, reports),
  };
}
