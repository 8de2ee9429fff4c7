import type { FromWorker } from './protocol';
import { serveReportList, type ListPort } from './serveReportList';

/** The report list worker: started once per area by startReportWorker (see originWorker.ts). */
serveReportList(self as unknown as ListPort & { postMessage: (message: FromWorker) => void });
