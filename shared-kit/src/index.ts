/**
 * The light entry of shared-kit, loaded on the login page: permissions, session store, API client,
 * dates and design tokens. Nothing here imports styled-components; take the styled parts from
 * `shared-kit/ui/...`.
 */
export * from './permissions';
export * from './time';
export * from './userRules';
export * from './backupRequest';
export { api } from './api/client';
export { errorMessage } from './api/errorMessage';
export { authApi, AUTH_RETRY } from './auth/authApi';
export { useAuth, type AuthState } from './auth/authStore';
export { STORAGE_KEYS, isNotificationSent, saveTimeLeft, setNotificationSent } from './auth/authStorage';
export { restoreSession } from './auth/restoreSession';
export { isWellFormedToken, toEpochMs } from './auth/token';
export { useCan, useCanAny } from './auth/useCan';
export { useSessionCountdown, formatCountdown } from './auth/useSessionCountdown';
export type * from './auth/types';
export { theme, type Theme } from './ui/theme';
