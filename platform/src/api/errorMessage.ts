import type { HTTPError } from 'ky';

const GENERIC = 'An error occurred';

/** What an error answer says: `{message}`, and `{field}` when the server names the input it is about. */
interface ServerWords {
  message?: string;
  field?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

async function readServerWords(response: Response): Promise<ServerWords> {
  try {
    const body: unknown = JSON.parse(await response.clone().text());
    if (body && typeof body === 'object') {
      const { message, field } = body as Record<string, unknown>;
      return { message: text(message), field: text(field) };
    }
  } catch {
    // Not JSON: there is no server message to show.
  }
  return {};
}

/** The `{message}` of an answer's body, when it has one (JSON read as text so binary bodies work too). */
export async function readServerMessage(response: Response): Promise<string | undefined> {
  return (await readServerWords(response)).message;
}

interface WithServerMessage {
  serverMessage: string;
  serverField?: string;
}

/** ky `beforeError` hook: keep the server's words on the error so `errorMessage` can read them synchronously. */
export async function attachServerMessage(error: HTTPError): Promise<HTTPError> {
  const { message, field } = await readServerWords(error.response);
  if (message) {
    Object.assign(error, { serverMessage: message, serverField: field } satisfies WithServerMessage);
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

/** A failed save as a form shows it: the words, and the input they are about when the server names one. */
export interface FormProblem {
  message: string;
  field?: string;
}

export function problemOf(error: unknown, fallback?: string): FormProblem {
  const field = hasServerMessage(error) ? error.serverField : undefined;
  return field ? { message: errorMessage(error, fallback), field } : { message: errorMessage(error, fallback) };
}
