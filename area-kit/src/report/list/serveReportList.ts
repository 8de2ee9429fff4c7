import { importListSeal, keepList, readKeptList, type KeptList, type ListSeal } from './listCache';
import { ReportListEngine } from './listEngine';
import type { FromWorker, ListQuery, ToWorker } from './protocol';
import { ReportStreamReader } from './streamReader';

/** The side of a message channel the list is served on: the worker's global scope, or a test's stand-in. */
export interface ListPort {
  postMessage: (message: FromWorker) => void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
}

/**
 * The report list worker's work: the kept copy, the stream, the index, the queries. Queries asked
 * before the index is complete wait for it (only the newest: an older one nobody shows any more).
 */
export function serveReportList(port: ListPort): void {
  const engine = new ReportListEngine();
  const send = (message: FromWorker) => port.postMessage(message);
  let key = '';
  let seal: ListSeal | null = null;
  let kept: KeptList | null = null;
  let reader: ReportStreamReader | null = null;
  let waiting: { id: number; query: ListQuery } | null = null;

  /** Answers call `id` with what `work` makes, or with its failure: every call gets one answer. */
  const reply = (id: number, work: () => FromWorker) => {
    try {
      send(work());
    } catch (error) {
      send({ kind: 'failed', id, message: (error as Error).message });
    }
  };
  const answer = (id: number, query: ListQuery) =>
    reply(id, () => ({ kind: 'result', id, result: engine.query(query) }));
  const ready = () => {
    send({ kind: 'ready', tag: engine.tag!, size: engine.table!.size });
    if (waiting) answer(waiting.id, waiting.query);
    waiting = null;
  };

  const handle = async (message: ToWorker) => {
    switch (message.kind) {
      case 'open':
        key = message.key;
        seal = await importListSeal(message.seal);
        kept = await readKeptList(key, seal);
        send({ kind: 'cache', tag: kept?.tag ?? null });
        break;
      case 'current':
        if (kept) {
          if (engine.tag !== kept.tag) engine.use(kept.table, kept.tag);
          ready();
        } else if (engine.ready) ready();
        break;
      case 'stream':
        reader = new ReportStreamReader();
        break;
      case 'bytes':
        if (!reader) break;
        try {
          send({ kind: 'progress', loaded: reader.push(message.bytes), total: reader.expected });
        } catch (error) {
          // A line that is not the list's: the rest of this stream is nobody's.
          reader = null;
          throw error;
        }
        break;
      case 'streamFailed':
        reader = null;
        break;
      case 'streamEnd':
        if (!reader) break;
        try {
          const { tag, table } = reader.finish();
          engine.use(table, tag);
          kept = { tag, table };
          ready();
          void keepList(key, kept, seal);
        } finally {
          reader = null;
        }
        break;
      case 'query':
        if (engine.ready) answer(message.id, message.query);
        else {
          // Only the newest waits; the one it replaces is told so (nobody shows its answer any more).
          if (waiting) send({ kind: 'dropped', id: waiting.id });
          waiting = { id: message.id, query: message.query };
        }
        break;
      case 'suggest':
        reply(message.id, () => ({ kind: 'suggestions', id: message.id, suggestions: engine.suggestions() }));
        break;
      case 'patch':
        reply(message.id, () => {
          const current = engine.patch(message.upserts, message.removed, message.revisions);
          if (engine.table && engine.tag) {
            kept = { tag: engine.tag, table: engine.table };
            if (current) void keepList(key, kept, seal);
          }
          return { kind: 'patched', id: message.id, current, tag: engine.tag };
        });
        break;
    }
  };
  // The list's own work failed (the kept copy, the stream, the index): the page hears it, and every call
  // waiting on the list with it; a call's own failure is answered by reply.
  port.onmessage = ({ data }) =>
    void handle(data).catch((error: unknown) =>
      send({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
}
