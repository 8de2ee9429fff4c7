import { serveReportList } from './serveReportList';

/** The report list worker: started once per area by startReportWorker (see originWorker.ts). */
serveReportList(self);
