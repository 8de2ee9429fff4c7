import http from 'node:http';

/** What a load call answered: its status and its bytes as sent (compressed when the server packed them). */
export interface LoadAnswer {
  status: number;
  body: Buffer;
}

/**
 * The load generator's HTTP client: node's own, over kept-alive connections (as a browser keeps its
 * connections to the console open). fetch costs the generator about a millisecond per call on this
 * 2-core machine, which it shares with the API and PostgreSQL: 300 calls at once measured the
 * generator (0.7 s for 300 trivial calls against 0.45 s with this client), not the console.
 */
export function loadClient(base: string, maxSockets: number) {
  const origin = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  function call(
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs: number },
  ): Promise<LoadAnswer> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: origin.hostname,
          port: origin.port,
          path,
          method: init.method ?? 'GET',
          agent,
          headers: init.headers,
          timeout: init.timeoutMs,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
          response.on('error', reject);
        },
      );
      // A call given up, as a person gives up: the timeout covers the whole call, not only silence.
      const giveUp = setTimeout(
        () => request.destroy(new Error(`no answer within ${init.timeoutMs} ms`)),
        init.timeoutMs,
      );
      request.on('close', () => clearTimeout(giveUp));
      request.on('error', reject);
      request.end(init.body);
    });
  }
  return { call, close: () => agent.destroy() };
}
