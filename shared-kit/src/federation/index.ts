export type { RemoteRoutes } from './remoteRoutes';
