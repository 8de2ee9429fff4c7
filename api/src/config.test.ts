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
      adminUsername: 'admin',
      adminEmail: 'admin@example.com',
      adminPassword: undefined,
      smtpUrl: undefined,
      sessionMinutes: 10,
      sessionMaxHours: 12,
      appsDir: path.resolve(__dirname, '../..'),
      logLevel: 'info',
    });
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
    });
    expect(config).toMatchObject({
      port: 9000,
      dataDir: '/tmp/somewhere',
      databaseUrl: undefined,
      pgPort: 5544,
      sessionMinutes: 2.5,
      adminPassword: ' spaced ',
      appsDir: '/srv/apps',
    });
  });

  it('refuses nonsense numbers with the variable name', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PG_PORT: '70000' })).toThrow(/PG_PORT/);
    expect(() => loadConfig({ SESSION_MINUTES: '0' })).toThrow(/SESSION_MINUTES/);
  });
});
