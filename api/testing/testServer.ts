/** How globalSetup hands the test PostgreSQL server to the workers (they inherit the environment). */
export const TEST_PG_URL_ENV = 'API_TEST_PG_ADMIN_URL';

export function testServerUrl(): string {
  const url = process.env[TEST_PG_URL_ENV];
  if (!url) throw new Error(`${TEST_PG_URL_ENV} is not set: run the API tests through jest (api/jest.config.ts)`);
  return url;
}

declare global {
  /** Set by globalSetup for globalTeardown: both run in jest's main process. */
  var __API_TEST_PG__: { stop: () => Promise<void>; dataDir: string } | undefined;
}
