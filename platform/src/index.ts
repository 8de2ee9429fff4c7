/**
 * The platform (`@console/platform`): what must be ONE instance for the shell and every remote, and
 * so the only app package shared at runtime: the session store, the API client, the permission
 * hooks and the federation contract types. It stays small; it is loaded on the login page.
 * Importing it runs nothing: the host calls `startPlatform()` once when it boots.
 */
export { startPlatform } from './startPlatform';
export { api, API_BASE, apiUrl } from './api/client';
export { errorMessage, problemOf, type FormProblem } from './api/errorMessage';
export { prefetchRead, takePrefetched, type PrefetchedRead } from './api/prefetch';
export { useServiceStatus } from './api/serviceStatus';
export { authApi } from './auth/authApi';
export { useAuth } from './auth/authStore';
export { STORAGE_KEYS, isNotificationSent, saveTimeLeft, setNotificationSent } from './auth/authStorage';
export { restoreSession } from './auth/restoreSession';
export { onSessionEnd } from './auth/sessionEnd';
export { useCan } from './auth/useCan';
export { useSessionCountdown, formatCountdown } from './auth/useSessionCountdown';
export type { User } from './auth/types';
export type { RemoteRoutes, RoutePage } from './federation/remoteRoutes';
export {
  ROUTE_MANIFEST_FILE,
  type ManifestRoute,
  type RouteManifest,
  type SidebarLink,
} from './federation/routeManifest';
// The version of the platform actually loaded (one instance, provided by the shell).
export { version as PLATFORM_VERSION } from '../package.json';
