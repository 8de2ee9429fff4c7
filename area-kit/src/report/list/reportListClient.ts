import type { Report } from '@console/contract/reports';
import type { ReportApi, WriteRevisions } from '../reportApi';
import type { ReportSuggestions } from '../suggestions';
import type { FromWorker, ListQuery, ListResult, ListWorker, ToWorker } from './protocol';

/** A query replaced by a newer one before the list was indexed: nobody shows its answer. */
export class ListCallDropped extends Error {
  constructor() {
    super('replaced by a newer query');
  }
}

export interface ListEvents {
  progress: (loaded: number, total: number) => void;
  /** The whole list is indexed (again): what is shown may be asked for anew. */
  ready: (size: number) => void;
  failed: (message: string) => void;
}

/**
 * The page's side of one area's list worker: it fetches (the API client holds the session, its 401s
 * end it), hands the bytes to the worker unread, and asks the worker for pages. The list is checked
 * against the server on every visit: a copy at the server's revision costs a 304; any other change,
 * someone else's included, brings the whole list again.
 */
export function reportListClient(calls: ReportApi, worker: ListWorker, cacheKey: string, events: ListEvents) {
  let tag: Promise<string | null> | null = null;
  /** The kept copy's revision the worker was asked to read, while it has not answered. */
  let opening: { resolve: (tag: string | null) => void; reject: (error: Error) => void } | null = null;
  let syncing: Promise<void> | null = null;
  let nextCall = 0;
  /** Every call waiting for the worker, by id: each gets its own answer, and a failure rejects it. */
  const pending = new Map<number, { resolve: (message: FromWorker) => void; reject: (error: Error) => void }>();
  const settle = (id: number, outcome: FromWorker | Error) => {
    const call = pending.get(id);
    pending.delete(id);
    if (outcome instanceof Error) call?.reject(outcome);
    else call?.resolve(outcome);
  };
  /** Posts a call and waits for the worker's answer to it. */
  const ask = <Kind extends FromWorker['kind']>(
    message: (id: number) => ToWorker,
  ): Promise<Extract<FromWorker, { kind: Kind }>> => {
    const id = ++nextCall;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve: resolve as (message: FromWorker) => void, reject });
      worker.postMessage(message(id));
    });
  };

  worker.onmessage = ({ data: message }) => {
    switch (message.kind) {
      case 'cache':
        opening?.resolve(message.tag);
        opening = null;
        break;
      case 'progress':
        events.progress(message.loaded, message.total);
        break;
      case 'ready':
        tag = Promise.resolve(message.tag);
        events.ready(message.size);
        break;
      case 'result':
      case 'suggestions':
        settle(message.id, message);
        break;
      case 'patched':
        if (message.tag) tag = Promise.resolve(message.tag);
        settle(message.id, message);
        break;
      case 'dropped':
        settle(message.id, new ListCallDropped());
        break;
      case 'failed':
        if (message.id !== undefined) settle(message.id, new Error(message.message));
        else listFailed(message.message);
        break;
    }
  };
  // The worker itself failed (its script did not load, or threw outside any call): it answers nothing more.
  worker.onerror = (event) => {
    event.preventDefault();
    listFailed(event.message);
  };

  /** Nothing waiting on the worker will be answered: every call, and the kept copy's revision, is refused. */
  function refuseAll(failure: Error) {
    for (const id of [...pending.keys()]) settle(id, failure);
    if (opening) {
      opening.reject(failure);
      opening = null;
      tag = null;
    }
  }

  /** The list itself failed; the page says why (`message` may be empty: the page then words it). */
  function listFailed(message: string) {
    refuseAll(new Error(message || 'the list worker stopped'));
    events.failed(message);
  }

  /**
   * The revision of the copy the worker holds (the kept one, on the first call, opened with the
   * session's key: without it the list is fetched whole and not kept).
   */
  const currentTag = () => {
    tag ??= calls
      .listKey()
      .catch(() => null)
      .then(
        (seal) =>
          new Promise<string | null>((resolve, reject) => {
            opening = { resolve, reject };
            worker.postMessage({ kind: 'open', key: cacheKey, seal });
          }),
      );
    return tag;
  };

  async function readStream(response: Response) {
    worker.postMessage({ kind: 'stream' });
    try {
      const reader = response.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        worker.postMessage({ kind: 'bytes', bytes: value }, [value.buffer]);
      }
    } catch (error) {
      worker.postMessage({ kind: 'streamFailed' });
      throw error;
    }
    worker.postMessage({ kind: 'streamEnd' });
  }

  return {
    /** Brings the worker's copy to the server's revision; one check at a time. */
    sync(): Promise<void> {
      syncing ??= (async () => {
        try {
          const answer = await calls.columns(await currentTag());
          if (answer === 'current') worker.postMessage({ kind: 'current' });
          else await readStream(answer);
        } finally {
          syncing = null;
        }
      })();
      return syncing;
    },

    /** A page of the filtered, sorted list; answered once the list is indexed. */
    async query(query: ListQuery): Promise<ListResult> {
      return (await ask<'result'>((id) => ({ kind: 'query', id, query }))).result;
    },

    /** The report form's suggestions, from the list as the worker holds it. */
    async suggestions(): Promise<ReportSuggestions> {
      return (await ask<'suggestions'>((id) => ({ kind: 'suggest', id }))).suggestions;
    },

    /** The session ended: the worker and its copy of the list go, and every call still waiting is refused. */
    close(): void {
      worker.onmessage = null;
      worker.onerror = null;
      worker.terminate();
      refuseAll(new Error('the session ended'));
    },

    /** The page's own write, applied to the copy; a copy that was not current is read again. */
    async patch(upserts: Report[], removed: string[], revisions: WriteRevisions): Promise<void> {
      const done = await ask<'patched'>((id) => ({ kind: 'patch', id, upserts, removed, revisions }));
      if (!done.current) await this.sync();
    },
  };
}

export type ReportListClient = ReturnType<typeof reportListClient>;
