import path from 'node:path';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('.data'),
      databaseUrl: undefined,
      pgPort: undefined,
      pgRestartFirstDelayMs: 250,
      pgRestartTries: 6,
      dbPoolSize: 10,
      dbConnectTimeoutSeconds: 10,
      dbStatementTimeoutSeconds: 60,
      adminUsername: 'admin',
      adminEmail: 'admin@example.com',
      adminPassword: undefined,
      smtpUrl: undefined,
      mailFrom: 'Back-office console <no-reply@localhost>',
      sessionMinutes: 10,
      sessionMaxHours: 12,
      trustProxy: false,
      loginMaxFailures: 10,
      passwordResetMaxRequests: 5,
      rateLimitWindowMinutes: 15,
      attendanceSweepSeconds: 60,
      appsDir: path.resolve(__dirname, '../..'),
      imageOrigins: [],
      catchByFile: path.resolve(__dirname, '../../config/catch-by.json'),
      logLevel: 'info',
      wholeLists: { idleSeconds: 30, perPerson: 4, total: 40 },
      reportBrowserListMax: 200_000,
      wholeListAhead: true,
      auditRetentionDays: undefined,
      metricsToken: undefined,
      s3: undefined,
    });
  });

  it('reads IMAGE_ORIGINS as origins, refusing anything else', () => {
    expect(loadConfig({ IMAGE_ORIGINS: 'https://cdn.example.com, http://logos.example:8080/' }).imageOrigins).toEqual([
      'https://cdn.example.com',
      'http://logos.example:8080',
    ]);
    for (const bad of ['cdn.example.com', 'https://cdn.example.com/logos', "'unsafe-inline'", 'data:']) {
      expect(() => loadConfig({ IMAGE_ORIGINS: bad })).toThrow(/IMAGE_ORIGINS/);
    }
  });

  it('reads the environment, treating empty values as unset', () => {
    const config = loadConfig({
      PORT: '9000',
      DATA_DIR: '/tmp/somewhere',
      DATABASE_URL: '',
      PG_PORT: '5544',
      SESSION_MINUTES: '2.5',
      ADMIN_PASSWORD: ' spaced ',
      APPS_DIR: '/srv/apps',
      CATCH_BY_FILE: '/etc/console/catch-by.json',
    });
    expect(config).toMatchObject({
      port: 9000,
      dataDir: '/tmp/somewhere',
      databaseUrl: undefined,
      pgPort: 5544,
      sessionMinutes: 2.5,
      adminPassword: ' spaced ',
      appsDir: '/srv/apps',
      catchByFile: '/etc/console/catch-by.json',
    });
  });

  it('refuses nonsense numbers with the variable name', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PG_PORT: '70000' })).toThrow(/PG_PORT/);
    expect(() => loadConfig({ SESSION_MINUTES: '0' })).toThrow(/SESSION_MINUTES/);
    expect(() => loadConfig({ LOGIN_MAX_FAILURES: '2.5' })).toThrow(/LOGIN_MAX_FAILURES/);
    expect(() => loadConfig({ DB_POOL_SIZE: '0' })).toThrow(/DB_POOL_SIZE/);
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_SECONDS: 'never' })).toThrow(/DB_STATEMENT_TIMEOUT_SECONDS/);
  });

  it('accepts a fractional SESSION_MINUTES (sub-minute sessions for tests)', () => {
    expect(loadConfig({ SESSION_MINUTES: '0.05' }).sessionMinutes).toBe(0.05);
  });

  it('reads WHOLE_LIST_AHEAD as on or off, refusing anything else', () => {
    expect(loadConfig({ WHOLE_LIST_AHEAD: 'off' }).wholeListAhead).toBe(false);
    expect(loadConfig({ WHOLE_LIST_AHEAD: 'on' }).wholeListAhead).toBe(true);
    expect(() => loadConfig({ WHOLE_LIST_AHEAD: 'yes' })).toThrow('WHOLE_LIST_AHEAD must be on or off, got "yes"');
  });

  it('reads TRUST_PROXY as a flag or addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
  });

  it('reads the object store: S3_BUCKET turns it on, the region defaults to us-east-1', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'console' }).s3).toEqual({
      bucket: 'console',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'console',
        S3_REGION: 'eu-west-3',
        S3_ENDPOINT: 'http://minio.internal:9000',
        S3_FORCE_PATH_STYLE: '1',
        METRICS_TOKEN: 'scrape-me',
      }),
    ).toMatchObject({
      s3: { bucket: 'console', region: 'eu-west-3', endpoint: 'http://minio.internal:9000', forcePathStyle: true },
      metricsToken: 'scrape-me',
    });
  });

  it('refuses object-store settings it cannot use, in one sentence', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      'S3_ENDPOINT and S3_FORCE_PATH_STYLE need S3_BUCKET',
    );
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      'S3_FORCE_PATH_STYLE must be 1 or 0, got "yes"',
    );
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(/^S3_ENDPOINT must be an address/);
  });
});
