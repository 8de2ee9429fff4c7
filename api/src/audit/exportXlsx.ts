import ExcelJS from 'exceljs';
import { formatDateTime } from '@console/contract/time';
import type { AuditItem } from '@console/contract/wire';

const text = (value: unknown) => (value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));

/** An entry's changes, one line per field: `field: before → after`. */
export function changeLines(item: AuditItem): string {
  return Object.entries(item.changes)
    .map(([field, change]) => `${field}: ${text(change.before)} → ${text(change.after)}`)
    .join('\n');
}

/** The entries as an XLSX workbook, newest first, one row per entry. */
export async function auditWorkbook(items: readonly AuditItem[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Audit Log');
  sheet.columns = [
    { header: 'Entry', key: 'id', width: 10 },
    { header: 'When (Asia/Kolkata)', key: 'at', width: 22 },
    { header: 'Who', key: 'actor', width: 18 },
    { header: 'Action', key: 'action', width: 22 },
    { header: 'Resource', key: 'resource', width: 14 },
    { header: 'Area', key: 'area', width: 8 },
    { header: 'Record', key: 'recordId', width: 38 },
    { header: 'Changes', key: 'changes', width: 60 },
    { header: 'Details', key: 'detail', width: 40 },
    { header: 'Address', key: 'address', width: 16 },
    { header: 'User agent', key: 'userAgent', width: 30 },
    { header: 'Request', key: 'requestId', width: 12 },
  ];
  for (const item of items) {
    sheet.addRow({
      ...item,
      at: formatDateTime(item.at),
      actor: item.actor.username ?? '',
      changes: changeLines(item),
      detail: item.detail ? JSON.stringify(item.detail) : '',
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
