import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { refusals } from '../http/answers';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface MetricsOptions {
  /** METRICS_TOKEN: the bearer token Prometheus sends; unset, the metrics are refused to everyone. */
  token?: string;
  /** The database pool, for its use (connections open, idle, clients waiting for one). */
  pool?: pg.Pool;
}

export interface Metrics {
  /** Reports the preview-PDF queue's depth (builds running or waiting) of this instance. */
  watchPdfQueue: (depth: () => number) => void;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus metrics of this instance at GET /api/metrics (text format): requests counted and timed
 * per route pattern (not per URL, so ids do not explode the series), the database pool's use, the
 * preview-PDF queue, and Node's own (heap, event-loop lag, GC). Each instance answers for itself:
 * Prometheus scrapes every instance, not the balancer.
 */
export function installMetrics(app: FastifyInstance, { token, pool }: MetricsOptions): Metrics {
  // A registry per app, not prom-client's global one: tests build many apps in one process.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  if (pool) {
    const poolGauge = (name: string, help: string, read: (pool: pg.Pool) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(pool));
        },
      });
    poolGauge('db_pool_connections', 'Database connections open in the pool', (p) => p.totalCount);
    poolGauge('db_pool_connections_idle', 'Open database connections not in use', (p) => p.idleCount);
    poolGauge('db_pool_clients_waiting', 'Queries waiting for a free database connection', (p) => p.waitingCount);
  }

  app.addHook('onResponse', async (request, reply) => {
    // Unmatched URLs (scanners, typos) share one series instead of one each.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });

  const options = { logLevel: 'warn', config: { public: true }, schema: { response: refusals } } as const;
  app.get('/api/metrics', options, async (request, reply) => {
    if (!token) return reply.code(403).send({ message: 'Metrics are turned off: set METRICS_TOKEN to read them' });
    const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!given || !sameToken(given, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ message: 'Invalid or missing token' });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });

  return {
    watchPdfQueue(depth) {
      new Gauge({
        name: 'pdf_queue_depth',
        help: 'Preview PDFs being built or waiting in this instance',
        registers: [registry],
        collect() {
          this.set(depth());
        },
      });
    },
  };
}
