import { pendingPage, type RemoteRoutes } from 'shared-kit/federation';

const routes: RemoteRoutes = {
  '/whitelabel': pendingPage('Whitelabel Management'),
  '/prooftype': pendingPage('Proof Type Management'),
  '/sports': pendingPage('Sports Management'),
  '/proof': pendingPage('Proof Management'),
  '/reports': pendingPage('Report Management'),
  '/notes': pendingPage('Note Management'),
};

export default routes;
