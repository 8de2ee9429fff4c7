/** The audit trail as every section shows it: the History of a record's preview and the calls it reads. */
export { loadRecordHistory, RecordHistory } from './RecordHistory';
export { exportAudit, loadAudit } from './auditApi';
export { lastChangeOf } from './lastChange';
