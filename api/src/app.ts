import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type pg from 'pg';
import administration from './admin';
import attendanceSweep from './attendance/sweep';
import auditRoutes from './audit/routes';
import auditSealer from './audit/sealer';
import authPlugin from './auth/authPlugin';
import listKeyRoute from './auth/listKey';
import authRoutes from './auth/routes';
import { createTokens, loadSigningSecret } from './auth/tokens';
import catalogue from './catalogue';
import dashboard from './dashboard';
import type { Config } from './config';
import type { Database } from './db';
import { compressResponses } from './http/compression';
import { installErrorHandler, installNotFoundHandler } from './http/errors';
import { acceptEmptyJsonBodies } from './http/jsonBody';
import { refuseBadText } from './http/textGuard';
import { refuseImpossibleDates } from './http/dateGuard';
import { addSecurityHeaders } from './http/securityHeaders';
import { createMailer, type Mailer } from './mail/mailer';
import mailPlugin from './mail/mailPlugin';
import healthRoutes from './ops/health';
import { loggerOptions } from './ops/logger';
import { installMetrics } from './ops/metrics';
import { trackQuietMoments } from './ops/quietMoments';
import { lowPriorityOn } from './db/lowPriority';
import { countLaneOn } from './db/countLane';
import { fillPool } from './db/fillPool';
import { warmCountLanes } from './reports/warmCountLanes';
import { warmNewestReports } from './reports/warmNewestReports';
import { warmProofFilter } from './proofs/warmProofFilter';
import { installWarmings, warmBeforeServing } from './ops/beforeServing';
import proofs from './proofs';
import reports from './reports';
import sections from './sections';
import { registeredOriginsOf } from './sections/registeredOrigins';
import { serveApps } from './static/serveApps';
import { createUploadStore, uploadRoutes } from './uploads';

export interface AppOptions {
  config: Config;
  db: Database;
  /** The database pool behind `db`, for the metrics of its use. */
  pool?: pg.Pool;
  /** Fastify's logger option; defaults to readable lines on a terminal, JSON otherwise, at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** Defaults to the configured one: SMTP_URL, or the outbox in DATA_DIR. */
  mailer?: Mailer;
}

// JSON bodies only: uploads use multipart with their own limits, set where they are accepted.
const BODY_LIMIT = 1024 * 1024;

/** The whole HTTP application, ready to `listen` or `inject`; it does not listen itself. */
export async function buildApp({ config, db, pool, logger, mailer }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Fastify's default coerces types, turning `{"username": 42}` into "42". A body of the wrong type
    // is a client bug and gets a 400. Query strings and params are therefore declared as strings.
    ajv: { customOptions: { coerceTypes: false } },
  });

  installWarmings(app);
  acceptEmptyJsonBodies(app);
  installErrorHandler(app);
  refuseBadText(app);
  refuseImpossibleDates(app);
  await addSecurityHeaders(app, {
    appsDir: config.appsDir,
    imageOrigins: config.imageOrigins,
    sectionOrigins: registeredOriginsOf(db),
  });
  await compressResponses(app);
  // Work nobody waits for gives the cores to the people this instance answers (quietMoments.ts).
  const quietMoment = trackQuietMoments(app);
  const uploads = createUploadStore(config);
  const metrics = installMetrics(app, { token: config.metricsToken, pool });
  await app.register(healthRoutes, { db, checkObjectStore: config.s3 ? () => uploads.check() : undefined });

  const secret = await loadSigningSecret(db);
  const tokens = createTokens(secret);
  await app.register(authPlugin, { db, tokens });
  await app.register(mailPlugin, {
    mailer:
      mailer ?? createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: config.mailFrom, log: app.log }),
  });
  await app.register(auditSealer, { db, quietMoment });
  await app.register(attendanceSweep, { db, everySeconds: config.attendanceSweepSeconds });
  await app.register(authRoutes, { prefix: '/api/admin', db, config, tokens });
  await app.register(listKeyRoute, { secret });
  await app.register(administration, { db, config });
  await app.register(uploadRoutes, { prefix: '/api/uploads', store: uploads });
  await app.register(catalogue, { db, dataDir: config.dataDir, s3: config.s3 });
  await app.register(proofs, { db, dataDir: config.dataDir, s3: config.s3, metrics });
  const countLane = pool ? countLaneOn(pool) : undefined;
  if (countLane) {
    app.addHook('onClose', () => countLane.close());
    // Before serving, the lanes read the reports' searched texts (warmCountLanes).
    warmBeforeServing(app, 'count lanes warmed', () => warmCountLanes(countLane));
  }
  if (pool) warmBeforeServing(app, 'connections opened', () => fillPool(pool));
  // Before serving, the newest reports are read as a page's walk reads them (warmNewestReports).
  warmBeforeServing(app, 'newest reports read', () => warmNewestReports(db));
  // Before serving, every proof is read as the proof list's filters read it (warmProofFilter).
  warmBeforeServing(app, 'proof filters read', () => warmProofFilter(db));
  await app.register(reports, {
    db,
    catchByFile: config.catchByFile,
    wholeLists: config.wholeLists,
    browserListMax: config.reportBrowserListMax,
    buildAhead: config.wholeListAhead,
    quietMoment,
    // The embedded PostgreSQL's backends are this machine's processes: a build nobody waits for runs on
    // ones of the lowest CPU priority (db/lowPriority.ts). Another server's are not ours to lower.
    lowPriority: pool && !config.databaseUrl ? lowPriorityOn(pool) : undefined,
    countLane,
  });
  await app.register(dashboard, { db });
  await app.register(sections, { db, config });
  await app.register(auditRoutes, { prefix: '/api/audit', db });

  installNotFoundHandler(app, await serveApps(app, config.appsDir));

  return app;
}
