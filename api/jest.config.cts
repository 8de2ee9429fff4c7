import type { JestPreset } from '../jest.preset.cts';

const { nodeProject } = require('../jest.preset.cts') as JestPreset;

// One PostgreSQL server for the whole run (started in globalSetup); each test app gets its own database.
module.exports = nodeProject('api', __dirname, {
  globalSetup: '<rootDir>/testing/globalSetup.ts',
  globalTeardown: '<rootDir>/testing/globalTeardown.ts',
  testTimeout: 30000,
  // Fastify's CommonJS packages require these ESM-only ones (Node does that natively since 20.19, jest's
  // module loader does not), so jest compiles them to CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(ky|content-disposition|cookie|typebox)/)'],
});
