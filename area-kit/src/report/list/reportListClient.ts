import type { Report } from '@console/contract/reports';
import type { ReportApi, WriteRevisions } from '../reportApi';
import type { ReportSuggestions } from '../suggestions';
import type { FromWorker, ListQuery, ListResult, ListWorker } from './protocol';

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
  let resolveTag: (tag: string | null) => void = () => undefined;
  let suggested: (suggestions: ReportSuggestions) => void = () => undefined;
  let patched: (message: Extract<FromWorker, { kind: 'patched' }>) => void = () => undefined;
  let syncing: Promise<void> | null = null;
  let nextQuery = 0;
  const answers = new Map<number, (result: ListResult) => void>();

  worker.onmessage = ({ data: message }) => {
    switch (message.kind) {
      case 'cache':
        resolveTag(message.tag);
        break;
      case 'progress':
        events.progress(message.loaded, message.total);
        break;
      case 'ready':
        tag = Promise.resolve(message.tag);
        events.ready(message.size);
        break;
      case 'result':
        answers.get(message.id)?.(message.result);
        answers.delete(message.id);
        break;
      case 'suggestions':
        suggested(message.suggestions);
        break;
      case 'patched':
        if (message.tag) tag = Promise.resolve(message.tag);
        patched(message);
        break;
      case 'failed':
        events.failed(message.message);
        break;
    }
  };

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
          new Promise<string | null>((resolve) => {
            resolveTag = resolve;
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
    query(query: ListQuery): Promise<ListResult> {
      const id = ++nextQuery;
      return new Promise((resolve) => {
        answers.set(id, resolve);
        worker.postMessage({ kind: 'query', id, query });
      });
    },

    /** The report form's suggestions, from the list as the worker holds it. */
    suggestions(): Promise<ReportSuggestions> {
      return new Promise((resolve) => {
        suggested = resolve;
        worker.postMessage({ kind: 'suggest' });
      });
    },

    /** The page's own write, applied to the copy; a copy that was not current is read again. */
    async patch(upserts: Report[], removed: string[], revisions: WriteRevisions): Promise<void> {
      const done = new Promise<Extract<FromWorker, { kind: 'patched' }>>((resolve) => (patched = resolve));
      worker.postMessage({ kind: 'patch', upserts, removed, revisions });
      if (!(await done).current) await this.sync();
    },
  };
}

export type ReportListClient = ReturnType<typeof reportListClient>;
