/**
 * A fake HTTP server for component and store tests: it replaces `globalThis.fetch`, so the real API
 * client (ky, hooks, retries) runs and only the network is fake. Needs the jsdomWithFetch environment.
 */
export interface RecordedCall {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: Record<string, string>;
  body: unknown;
  headers: Headers;
  at: number;
}

export type Reply =
  { status?: number; body?: unknown; text?: string; headers?: Record<string, string> } | 'network-error';
export type Route = Reply | Reply[] | ((call: RecordedCall) => Reply | Promise<Reply>);

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** `routes` maps "METHOD /api/path" to a reply, a list of replies (one per call, the last repeats) or a function. */
export function fakeApi(routes: Record<string, Route>) {
  const calls: RecordedCall[] = [];
  const original = globalThis.fetch;

  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const call: RecordedCall = {
      method: request.method,
      path: new URL(request.url).pathname,
      query: Object.fromEntries(new URL(request.url).searchParams),
      body: parse(await request.text()),
      headers: request.headers,
      at: Date.now(),
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const reply: Reply =
      typeof route === 'function'
        ? await route(call)
        : Array.isArray(route)
          ? route.length > 1
            ? route.shift()!
            : route[0]
          : (route ?? { status: 404, body: { message: `No fake route for ${call.method} ${call.path}` } });
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const payload = reply.text ?? (reply.body === undefined ? null : JSON.stringify(reply.body));
    return new Response(payload, {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  };

  return {
    calls,
    restore() {
      globalThis.fetch = original;
    },
  };
}

/** A well-formed (three-part) token for tests. */
export const TEST_TOKEN = 'header.payload.signature';

export const inTenMinutes = () => new Date(Date.now() + 10 * 60 * 1000).toISOString();
