import { catalogueRoutes, proofRoutes, reportRoutes } from 'shared-kit/area';
import type { RemoteRoutes } from 'shared-kit/federation';
import { area } from './area';

const routes: RemoteRoutes = {
  // The area kit's pages: whitelabels (with their detail page), proof types, sports and notes, proofs, reports.
  ...catalogueRoutes(area),
  ...proofRoutes(area),
  ...reportRoutes(area),
};

export default routes;
