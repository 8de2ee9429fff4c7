import { normalizeReport, type Report, type ReportInput } from '@console/contract/reports';
import type { ReportRow } from '../db/schema';
import { viewColumnsOf } from './viewColumns';

/** A stored report as the API answers it (`_id`, lists in every original, numbers as numbers). */
export function toWire(row: ReportRow): Report {
  return normalizeReport({
    _id: row.id,
    date: row.date,
    userName: row.userName,
    agent: row.agent,
    origin: row.origin,
    originals: row.originals,
    acBalance: row.acBalance,
    afterVoidBalance: row.afterVoidBalance,
    catchBy: row.catchBy,
    proofType: row.proofType,
    proofStatus: row.proofStatus,
    voidStatus: row.voidStatus,
    remark: row.remark,
    recordAddBy: row.recordAddBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  });
}

/** The columns a create or update writes, with the list views' columns made from them. */
export function toColumns(report: ReportInput) {
  return {
    date: report.date,
    userName: report.userName,
    agent: report.agent,
    origin: report.origin,
    originals: report.originals,
    acBalance: report.acBalance,
    afterVoidBalance: report.afterVoidBalance,
    catchBy: report.catchBy,
    proofType: report.proofType,
    proofStatus: report.proofStatus,
    voidStatus: report.voidStatus,
    remark: report.remark,
    ...viewColumnsOf(report),
  };
}
