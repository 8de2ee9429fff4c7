import { Suspense, type ComponentType } from 'react';
import { Spinner } from 'shared-kit/ui';
import { preloadable } from 'shared-kit/preloadable';
import type { Area } from './descriptor';

export type AreaPage = ComponentType<{ area: Area }>;

/**
 * One generic page bound to one area; its code loads on the first visit (or when the shell preloads
 * it), not with the route table.
 */
export function bindAreaPage(area: Area, load: () => Promise<AreaPage>) {
  const Page = preloadable(async () => {
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
  return Object.assign(AreaRoute, { preload: Page.preload });
}
