// CommonJS (.cts): Node's own type stripping and jest's ts-node both load it (see jest.preset.cts).
import type { Config } from 'jest';

/** One jest project per workspace: `jest --selectProjects remote-turbo` runs one team's tests. */
const config: Config = {
  // A global option (jest ignores it per project): room for a busy two-core machine; e2e files set their own.
  testTimeout: 30_000,
  projects: [
    '<rootDir>/contract',
    '<rootDir>/platform',
    '<rootDir>/shared-kit',
    '<rootDir>/area-kit',
    '<rootDir>/shell',
    '<rootDir>/remote-turbo',
    '<rootDir>/remote-forex',
    '<rootDir>/remote-admin',
    '<rootDir>/api',
    '<rootDir>/e2e',
    '<rootDir>/lint',
  ],
};

module.exports = config;
