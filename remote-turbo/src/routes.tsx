import { catalogueRoutes, reportRoutes } from 'shared-kit/area';
import { pendingPage, type RemoteRoutes } from 'shared-kit/federation';
import { area } from './area';

const routes: RemoteRoutes = {
  // Whitelabels (with their detail page), proof types, sports and notes: the area kit's pages.
  ...catalogueRoutes(area),
  '/proof': pendingPage('Proof Management'),
  ...reportRoutes(area),
};

export default routes;
