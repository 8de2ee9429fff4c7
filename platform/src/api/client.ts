import ky from 'ky';
import { attachServerMessage, readServerMessage } from './errorMessage';

/**
 * How the API client reaches the session without importing the auth store (the store imports the
 * auth calls, which import this client): the store connects itself when its module loads.
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

/** The one HTTP client of the console: base /api, bearer token, 401 ends the session. */
export const api = ky.create({
  prefixUrl: '/api',
  hooks: {
    beforeRequest: [
      (request) => {
        const token = session.token();
        if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      async (request, _options, response) => {
        if (response.status === 401 && !isLoginCall(request)) session.onUnauthorized(await readServerMessage(response));
      },
    ],
    beforeError: [attachServerMessage],
  },
});
