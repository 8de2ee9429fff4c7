import ky, { type Options } from 'ky';
import { attachServerMessage, readServerMessage } from './errorMessage';
import { noteServiceStatus } from './serviceStatus';

/**
 * How the API client reaches the session without importing the auth store (the store imports the
 * auth calls, which import this client): `startPlatform` connects it when the host boots.
 */
export interface SessionConnection {
  token: () => string | null;
  /** The server refused the token: end the session locally with the server's reason, if any. */
  onUnauthorized: (reason: string | undefined) => void;
}

let session: SessionConnection = { token: () => null, onUnauthorized: () => undefined };

export function connectSession(connection: SessionConnection): void {
  session = connection;
}

/** A 401 from login means wrong credentials, not a dead session. */
function isLoginCall(request: Request): boolean {
  return new URL(request.url).pathname.endsWith('/admin/login');
}

/**
 * Reads are retried on their own while the server answers 503 (its database restarting, about 10 s at
 * most), after the Retry-After it sends, capped; also on gateway errors and network failures. A 500
 * is a bug that asking again does not fix. Writes are never repeated behind the person's back: they
 * see the error and decide.
 */
export const READ_RETRY = {
  limit: 5,
  methods: ['get', 'head'],
  statusCodes: [408, 429, 502, 503, 504],
  maxRetryAfter: 10_000,
  backoffLimit: 5_000,
} satisfies Options['retry'];

/** Where the API answers, on the console's own origin: the one place the browser code writes it. */
export const API_BASE = '/api';

/**
 * The browser address of something the API serves that the page loads by itself rather than through
 * the client (an `<img>`'s stored image or logo): `uploads/a.png` -> `/api/uploads/a.png`.
 */
export const apiUrl = (path: string) => `${API_BASE}/${path.replace(/^\/+/, '')}`;

/** The one HTTP client of the console: base /api, bearer token, 401 ends the session, 503 shows a banner. */
export const api = ky.create({
  prefixUrl: API_BASE,
  retry: READ_RETRY,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = session.token();
        if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      async (request, _options, response) => {
        await noteServiceStatus(response);
        if (response.status === 401 && !isLoginCall(request)) session.onUnauthorized(await readServerMessage(response));
      },
    ],
    beforeError: [attachServerMessage],
  },
});
