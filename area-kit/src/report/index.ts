/**
 * The report pieces other area pages embed (the proof preview's Add to Report): the form with
 * initial data, submit and cancel, in a page or a dialog, and the area's report store whose `save`
 * creates the report. Import relatively from inside the area kit (it is lazily loaded with its page).
 */
export { ReportForm, type ReportFormProps } from './ReportForm';
export { ReportFormModal } from './ReportFormModal';
export { reportStore, ReportSaveError, type ReportStore } from './reportStore';

/** The texts of a proof's Add to Report, the same in both areas (turbo.md §8, forex.md §8). */
export const ADD_TO_REPORT_MESSAGES = {
  added: 'Report added successfully',
  failedPrefix: 'Failed to add report: ',
} as const;
