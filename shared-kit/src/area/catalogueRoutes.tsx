import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from 'shared-kit/ui';
import type { AreaDescriptor } from '../areas/types';
import type { RemoteRoutes } from '../federation/remoteRoutes';

type AreaPage = ComponentType<{ area: AreaDescriptor }>;

/** One generic page bound to one area; its code loads on the first visit, not with the route table. */
function bind(area: AreaDescriptor, load: () => Promise<AreaPage>): ComponentType {
  const Page = lazy(async () => {
    const Generic = await load();
    return { default: () => <Generic area={area} /> };
  });
  function AreaRoute() {
    return (
      <Suspense fallback={<Spinner />}>
        <Page />
      </Suspense>
    );
  }
  return AreaRoute;
}

/**
 * The catalogue routes of an area (whitelabels with their detail page, proof types, sports, notes),
 * each the one generic page bound to the area's descriptor. A remote spreads this into its route table.
 */
export function catalogueRoutes(area: AreaDescriptor): RemoteRoutes {
  return {
    [area.whitelabel.route]: bind(area, () => import('./whitelabel/WhitelabelPage').then((m) => m.WhitelabelPage)),
    [`${area.whitelabel.detailRoute}/:id`]: bind(area, () => import('./whitelabel/WhitelabelDetailPage').then((m) => m.WhitelabelDetailPage)),
    [area.prooftype.route]: bind(area, () => import('./prooftype/ProofTypePage').then((m) => m.ProofTypePage)),
    [area.sport.route]: bind(area, () => import('./sport/SportPage').then((m) => m.SportPage)),
    [area.note.route]: bind(area, () => import('./note/NotePage').then((m) => m.NotePage)),
  };
}
