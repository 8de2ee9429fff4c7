import { isHTTPError, type Options } from 'ky';
import { api } from '../api/client';
import type { OneUserAnswer } from '@console/contract/wire';
import type {
  CheckSessionResponse,
  LoginCredentials,
  LoginResponse,
  MeResponse,
  MessageResponse,
  SessionResponse,
} from './types';

/**
 * Auth calls retry 3 times, 1 s apart, on network failure only: an HTTP answer (4xx, 5xx) is final.
 * ky merges these over the client's read retries, concatenating lists, so `shouldRetry` decides.
 */
export const AUTH_RETRY: Options['retry'] = {
  limit: 3,
  methods: ['get', 'post'],
  statusCodes: [],
  afterStatusCodes: [],
  delay: () => 1000,
  shouldRetry: ({ error }) => !isHTTPError(error),
};

const withRetry: Options = { retry: AUTH_RETRY };

function bearerToken(header: string | null): string | null {
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match ? match[1] : null;
}

export const authApi = {
  login: (credentials: LoginCredentials) =>
    api.post('admin/login', { ...withRetry, json: credentials }).json<LoginResponse>(),

  me: async (): Promise<MeResponse> => {
    const response = await api.get('admin/me', withRetry);
    const body = await response.json<OneUserAnswer>();
    return { user: body.user, token: bearerToken(response.headers.get('authorization')) };
  },

  checkSession: () => api.get('admin/check-session', withRetry).json<CheckSessionResponse>(),

  updateSession: () => api.post('admin/update-session', withRetry).json<SessionResponse>(),

  forgotPassword: (email: string) =>
    api.post('admin/forgot-password', { ...withRetry, json: { email } }).json<MessageResponse>(),

  verifyOtp: (email: string, otp: string) =>
    api.post('admin/verify-otp', { ...withRetry, json: { email, otp } }).json<MessageResponse>(),

  resetPassword: (email: string, otp: string, newPassword: string) =>
    api.post('admin/reset-password', { ...withRetry, json: { email, otp, newPassword } }).json<MessageResponse>(),

  /** `token` is passed explicitly because the store forgets it before the call completes. */
  logout: async (token: string): Promise<void> => {
    await api.post('admin/logout', { ...withRetry, headers: { Authorization: `Bearer ${token}` } });
  },
};
