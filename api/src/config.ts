import path from 'node:path';
import type { S3Settings } from './uploads/s3UploadStore';

export interface Config {
  port: number;
  host: string;
  /** Where the embedded database, the initial admin password and (later) uploads and mail live. */
  dataDir: string;
  /** A PostgreSQL server to use instead of the embedded one. */
  databaseUrl?: string;
  /** Port of the embedded PostgreSQL; a free one is picked when unset. */
  pgPort?: number;
  /** The embedded PostgreSQL's restarts after a crash: wait before the first, doubled for each next one. */
  pgRestartFirstDelayMs: number;
  /** Restarts tried before the API gives up and exits non-zero. */
  pgRestartTries: number;
  /** Connections this API instance holds to PostgreSQL at most. */
  dbPoolSize: number;
  /** How long a request waits for a free connection (or to connect) before it answers 503. */
  dbConnectTimeoutSeconds: number;
  /** PostgreSQL `statement_timeout` of the API's queries: a slower query is cancelled and answers 503. */
  dbStatementTimeoutSeconds: number;
  adminUsername: string;
  adminEmail: string;
  /** When unset, the first start generates one and writes it to DATA_DIR/initial-admin-password. */
  adminPassword?: string;
  smtpUrl?: string;
  /** The From of every e-mail the console sends. */
  mailFrom: string;
  /** Idle length of a session: each activity ping extends it by this much. */
  sessionMinutes: number;
  /** Absolute lifetime of a session, however active: after this a new login is needed. */
  sessionMaxHours: number;
  /** Fastify's `trustProxy`: behind a load balancer, so rate limits count the client's address, not the balancer's. */
  trustProxy: boolean | string;
  /** Wrong passwords allowed per account from one address within a rate-limit window (see auth/rateLimits.ts). */
  loginMaxFailures: number;
  /** Password-reset e-mails one account may be sent within a rate-limit window (see auth/rateLimits.ts). */
  passwordResetMaxRequests: number;
  rateLimitWindowMinutes: number;
  /** How often attendance records of sessions that ended without a logout are closed. */
  attendanceSweepSeconds: number;
  /** Folder that holds the built apps (`shell/dist`, `remote-*\/dist`). */
  appsDir: string;
  /** Origins (besides this one and the remotes') that images may come from: hosts of absolute logos. */
  imageOrigins: string[];
  /** The staff names of the reports' Catch By list (config/catch-by.json; see the README). */
  catchByFile: string;
  /**
   * Above this many reports in an area the report page never loads the whole list into the browser
   * and every view stays answered by the server (REPORT_BROWSER_LIST_MAX; see the README's Large lists).
   */
  reportBrowserListMax: number;
  /**
   * Whether each instance builds an area's whole list ahead of its readers, on start and after a change
   * (WHOLE_LIST_AHEAD, `on` or `off`; see the README's Large lists).
   */
  wholeListAhead: boolean;
  logLevel: string;
  /** The whole report list's answers (GET .../columns): idle timeout and how many at once. */
  wholeLists: { idleSeconds: number; perPerson: number; total: number };
  /** Audit entries older than this many days go when `npm run audit:prune` runs; unset: all are kept. */
  auditRetentionDays?: number;
  /** The bearer token GET /api/metrics requires; unset, the metrics are refused. */
  metricsToken?: string;
  /** S3_BUCKET and its companions: uploads and backup archives in an S3-compatible store, not DATA_DIR. */
  s3?: S3Settings;
}

type Env = Record<string, string | undefined>;

/** A setting the API cannot start with: said in one sentence, without a stack trace. */
export class ConfigurationError extends Error {}

// Launch scripts pass `DATABASE_URL=''` to mean "not set", so an empty value is treated as absent.
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function positiveNumber(env: Env, name: string, fallback: number, { integer = false } = {}): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new ConfigurationError(`${name} must be a positive ${integer ? 'integer' : 'number'}, got "${raw}"`);
  }
  return value;
}

function onOrOff(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (raw === 'on' || raw === 'off') return raw === 'on';
  throw new ConfigurationError(`${name} must be on or off, got "${raw}"`);
}

function port(env: Env, name: string): number | undefined {
  if (read(env, name) === undefined) return undefined;
  const value = positiveNumber(env, name, 0, { integer: true });
  if (value > 65535) throw new ConfigurationError(`${name} must be a port number (1-65535), got "${value}"`);
  return value;
}

/** Unset: false; `true`/`false`; otherwise the proxies' addresses or CIDRs, comma-separated. */
function trustProxy(env: Env): boolean | string {
  const raw = read(env, 'TRUST_PROXY');
  if (raw === undefined || raw === 'false') return false;
  return raw === 'true' ? true : raw;
}

/** IMAGE_ORIGINS: comma-separated http(s) origins, such as `https://cdn.example.com`. */
function origins(env: Env, name: string): string[] {
  const raw = read(env, name);
  if (raw === undefined) return [];
  return raw.split(',').map((entry) => {
    const value = entry.trim();
    let url: URL | undefined;
    try {
      url = new URL(value);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== value.replace(/\/$/, '')) {
      throw new ConfigurationError(`${name} must list origins such as https://cdn.example.com, got "${value}"`);
    }
    return url.origin;
  });
}

/** S3_BUCKET set: the object store's settings; the other S3_ variables without it are a mistake. */
function s3(env: Env): S3Settings | undefined {
  const bucket = read(env, 'S3_BUCKET');
  const endpoint = read(env, 'S3_ENDPOINT');
  const forcePathStyle = read(env, 'S3_FORCE_PATH_STYLE');
  if (!bucket) {
    if (endpoint || forcePathStyle) throw new ConfigurationError('S3_ENDPOINT and S3_FORCE_PATH_STYLE need S3_BUCKET');
    return undefined;
  }
  if (forcePathStyle !== undefined && forcePathStyle !== '1' && forcePathStyle !== '0') {
    throw new ConfigurationError(`S3_FORCE_PATH_STYLE must be 1 or 0, got "${forcePathStyle}"`);
  }
  if (endpoint !== undefined && !/^https?:\/\/[^/\s]+\/?$/.test(endpoint)) {
    throw new ConfigurationError(
      `S3_ENDPOINT must be an address such as https://minio.example.com:9000, got "${endpoint}"`,
    );
  }
  return { bucket, region: read(env, 'S3_REGION') ?? 'us-east-1', endpoint, forcePathStyle: forcePathStyle === '1' };
}

export function loadConfig(env: Env = process.env): Config {
  return {
    port: port(env, 'PORT') ?? 8080,
    host: read(env, 'HOST') ?? '0.0.0.0',
    dataDir: path.resolve(read(env, 'DATA_DIR') ?? './.data'),
    databaseUrl: read(env, 'DATABASE_URL'),
    pgPort: port(env, 'PG_PORT'),
    pgRestartFirstDelayMs: positiveNumber(env, 'PG_RESTART_FIRST_DELAY_MS', 250, { integer: true }),
    pgRestartTries: positiveNumber(env, 'PG_RESTART_TRIES', 6, { integer: true }),
    dbPoolSize: positiveNumber(env, 'DB_POOL_SIZE', 10, { integer: true }),
    dbConnectTimeoutSeconds: positiveNumber(env, 'DB_CONNECT_TIMEOUT_SECONDS', 10),
    dbStatementTimeoutSeconds: positiveNumber(env, 'DB_STATEMENT_TIMEOUT_SECONDS', 60),
    adminUsername: read(env, 'ADMIN_USERNAME') ?? 'admin',
    adminEmail: (read(env, 'ADMIN_EMAIL') ?? 'admin@example.com').toLowerCase(),
    // Not trimmed: spaces can be part of a password.
    adminPassword: env.ADMIN_PASSWORD || undefined,
    smtpUrl: read(env, 'SMTP_URL'),
    mailFrom: read(env, 'MAIL_FROM') ?? 'Back-office console <no-reply@localhost>',
    sessionMinutes: positiveNumber(env, 'SESSION_MINUTES', 10),
    sessionMaxHours: positiveNumber(env, 'SESSION_MAX_HOURS', 12),
    trustProxy: trustProxy(env),
    loginMaxFailures: positiveNumber(env, 'LOGIN_MAX_FAILURES', 10, { integer: true }),
    passwordResetMaxRequests: positiveNumber(env, 'PASSWORD_RESET_MAX_REQUESTS', 5, { integer: true }),
    rateLimitWindowMinutes: positiveNumber(env, 'RATE_LIMIT_WINDOW_MINUTES', 15),
    attendanceSweepSeconds: positiveNumber(env, 'ATTENDANCE_SWEEP_SECONDS', 60),
    appsDir: path.resolve(read(env, 'APPS_DIR') ?? path.resolve(__dirname, '../..')),
    imageOrigins: origins(env, 'IMAGE_ORIGINS'),
    catchByFile: path.resolve(read(env, 'CATCH_BY_FILE') ?? path.resolve(__dirname, '../../config/catch-by.json')),
    reportBrowserListMax: positiveNumber(env, 'REPORT_BROWSER_LIST_MAX', 200_000, { integer: true }),
    wholeListAhead: onOrOff(env, 'WHOLE_LIST_AHEAD', true),
    logLevel: read(env, 'LOG_LEVEL') ?? 'info',
    wholeLists: {
      idleSeconds: positiveNumber(env, 'WHOLE_LIST_IDLE_SECONDS', 30),
      perPerson: positiveNumber(env, 'WHOLE_LISTS_PER_PERSON', 4, { integer: true }),
      total: positiveNumber(env, 'WHOLE_LISTS_TOTAL', 40, { integer: true }),
    },
    auditRetentionDays:
      read(env, 'AUDIT_RETENTION_DAYS') === undefined
        ? undefined
        : positiveNumber(env, 'AUDIT_RETENTION_DAYS', 1, { integer: true }),
    metricsToken: read(env, 'METRICS_TOKEN'),
    s3: s3(env),
  };
}
