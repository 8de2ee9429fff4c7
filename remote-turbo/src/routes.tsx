import { catalogueRoutes, proofRoutes, reportRoutes } from '@console/area-kit';
import { sectionRoutes } from 'shared-kit/federation';
import { area } from './area';

const routes = sectionRoutes({
  // The area kit's pages: whitelabels (with their detail page), proof types, sports and notes, proofs, reports.
  ...catalogueRoutes(area),
  ...proofRoutes(area),
  ...reportRoutes(area),
});

export default routes;
