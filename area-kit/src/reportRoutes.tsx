import type { Area } from './descriptor';
import type { RemoteRoutes } from '@console/platform';
import { forgetOnSessionEnd } from 'shared-kit/session';
import { bindAreaPage } from './bindAreaPage';
import { forgetKeptLists } from './report/list/keptLists';

/** The report route of an area (/reports, /forex_report): the one generic report page, loaded on first visit. */
export function reportRoutes(area: Area): RemoteRoutes {
  // Lists kept by an earlier page load go at this session's end too, even if the page is never opened now.
  forgetOnSessionEnd(forgetKeptLists);
  return {
    [area.report.route]: bindAreaPage(area, () => import('./report/ReportPage').then((m) => m.ReportPage)),
  };
}
