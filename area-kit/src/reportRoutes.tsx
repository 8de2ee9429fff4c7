import type { Area } from './descriptor';
import type { RemoteRoutes } from '@console/platform';
import { bindAreaPage } from './bindAreaPage';

/** The report route of an area (/reports, /forex_report): the one generic report page, loaded on first visit. */
export function reportRoutes(area: Area): RemoteRoutes {
  return {
    [area.report.route]: bindAreaPage(area, () => import('./report/ReportPage').then((m) => m.ReportPage)),
  };
}
