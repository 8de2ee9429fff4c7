import type { Area } from './descriptor';
import type { RemoteRoutes } from '@console/platform';
import { CATALOGUE_KEYS, type CatalogueKey } from '@console/contract/resources';
import { bindAreaPage as bind, type AreaPage } from './bindAreaPage';

/** The generic page of each catalogue resource of the registry, in its own folder. */
const PAGES: Record<CatalogueKey, () => Promise<AreaPage>> = {
  whitelabel: () => import('./whitelabel/WhitelabelPage').then((m) => m.WhitelabelPage),
  prooftype: () => import('./prooftype/ProofTypePage').then((m) => m.ProofTypePage),
  sport: () => import('./sport/SportPage').then((m) => m.SportPage),
  note: () => import('./note/NotePage').then((m) => m.NotePage),
};

/**
 * The catalogue routes of an area (whitelabels with their detail page, proof types, sports, notes),
 * each the one generic page bound to the area's descriptor. A remote spreads this into its route table.
 */
export function catalogueRoutes(area: Area): RemoteRoutes {
  return {
    ...Object.fromEntries(CATALOGUE_KEYS.map((key) => [area[key].route, bind(area, PAGES[key])])),
    [`${area.whitelabel.detailRoute}/:id`]: bind(area, () =>
      import('./whitelabel/WhitelabelDetailPage').then((m) => m.WhitelabelDetailPage),
    ),
  };
}
