import type { HTTPError } from 'ky';

const GENERIC = 'An error occurred';

/** The `{message}` of an answer's body, when it has one (JSON read as text so binary bodies work too). */
export async function readServerMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = JSON.parse(await response.clone().text());
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
      return body.message;
    }
  } catch {
    // Not JSON: there is no server message to show.
  }
  return undefined;
}

interface WithServerMessage {
  serverMessage: string;
}

/** ky `beforeError` hook: keep the server's message on the error so `errorMessage` can read it synchronously. */
export async function attachServerMessage(error: HTTPError): Promise<HTTPError> {
  const message = await readServerMessage(error.response);
  if (message) {
    (error as HTTPError & WithServerMessage).serverMessage = message;
    error.message = message;
  }
  return error;
}

function hasServerMessage(error: unknown): error is WithServerMessage {
  return typeof error === 'object' && error !== null && typeof (error as WithServerMessage).serverMessage === 'string';
}

/** What to show a person for a failed call: the server's message when present, else the fallback. */
export function errorMessage(error: unknown, fallback: string = GENERIC): string {
  if (hasServerMessage(error)) return error.serverMessage;
  if (typeof error === 'string' && error.trim()) return error;
  return fallback;
}
