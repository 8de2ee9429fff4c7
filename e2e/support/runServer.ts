/**
 * The product server globalSetup started for this run. It travels in an environment variable (jest's
 * workers inherit globalSetup's environment), not a file, so two e2e runs in one checkout never read or
 * remove each other's server.
 */
export interface RunServer {
  url: string;
  dataDir: string;
  pgPort: number;
  pid: number;
  appsDir: string;
}

export const RUN_SERVER_VARIABLE = 'E2E_RUN_SERVER';

export function runServer(): RunServer {
  const value = process.env[RUN_SERVER_VARIABLE];
  if (!value) throw new Error(`${RUN_SERVER_VARIABLE} is not set: run through the e2e jest project`);
  return JSON.parse(value) as RunServer;
}
