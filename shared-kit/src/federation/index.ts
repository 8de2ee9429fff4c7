export type { RemoteRoutes } from './remoteRoutes';
export { pendingPage } from './PendingPage';
