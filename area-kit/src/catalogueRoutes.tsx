import type { Area } from './descriptor';
import type { RemoteRoutes } from '@console/platform';
import { bindAreaPage as bind } from './bindAreaPage';

/**
 * The catalogue routes of an area (whitelabels with their detail page, proof types, sports, notes),
 * each the one generic page bound to the area's descriptor. A remote spreads this into its route table.
 */
export function catalogueRoutes(area: Area): RemoteRoutes {
  return {
    [area.whitelabel.route]: bind(area, () => import('./whitelabel/WhitelabelPage').then((m) => m.WhitelabelPage)),
    [`${area.whitelabel.detailRoute}/:id`]: bind(area, () =>
      import('./whitelabel/WhitelabelDetailPage').then((m) => m.WhitelabelDetailPage),
    ),
    [area.prooftype.route]: bind(area, () => import('./prooftype/ProofTypePage').then((m) => m.ProofTypePage)),
    [area.sport.route]: bind(area, () => import('./sport/SportPage').then((m) => m.SportPage)),
    [area.note.route]: bind(area, () => import('./note/NotePage').then((m) => m.NotePage)),
  };
}
