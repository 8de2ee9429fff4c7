import { create } from 'zustand';
import { readServerMessage } from './errorMessage';

/** What the banner says when a 503 carries no words of its own (a proxy's page, say). */
export const SERVICE_UNAVAILABLE = 'The console cannot reach its database; it is retrying.';

export interface ServiceStatus {
  /** Set while the server answers 503 (its database is out of reach, or it is overloaded): what to show. */
  unavailable: string | null;
}

/**
 * Whether the server is answering 503 right now, for the shell's banner. Set by the API client on a
 * 503, cleared by the next answer that is not a server error. A 503 is not a verdict on the session.
 */
export const useServiceStatus = create<ServiceStatus>()(() => ({ unavailable: null }));

/** The API client's afterResponse hook: every answer says whether the server can serve. */
export async function noteServiceStatus(response: Response): Promise<void> {
  if (response.status === 503) {
    const unavailable = (await readServerMessage(response)) ?? SERVICE_UNAVAILABLE;
    if (useServiceStatus.getState().unavailable !== unavailable) useServiceStatus.setState({ unavailable });
  } else if (response.status < 500 && useServiceStatus.getState().unavailable !== null) {
    useServiceStatus.setState({ unavailable: null });
  }
}
