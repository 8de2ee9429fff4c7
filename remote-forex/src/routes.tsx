import { pendingPage, type RemoteRoutes } from 'shared-kit/federation';

const routes: RemoteRoutes = {
  '/forex_whitelabel': pendingPage('Forex Whitelabel Management'),
  '/forex_prooftype': pendingPage('Forex Proof Type Management'),
  '/forex_sport': pendingPage('Forex Sports Management'),
  '/forex_proof': pendingPage('Forex Proof Management'),
  '/forex_report': pendingPage('Forex Report Management'),
  '/forex_note': pendingPage('Forex Note Management'),
};

export default routes;
