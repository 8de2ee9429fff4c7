import type { JestPreset } from '../jest.preset.cts';

const path = require('node:path') as typeof import('node:path');
const { nodeProject } = require('../jest.preset.cts') as JestPreset;

module.exports = nodeProject('e2e', __dirname, {
  globalSetup: path.join(__dirname, 'support/globalSetup.ts'),
  globalTeardown: path.join(__dirname, 'support/globalTeardown.ts'),
  testEnvironment: path.join(__dirname, 'support/environment.ts'),
  setupFilesAfterEnv: [path.join(__dirname, 'support/setupTimeout.ts')],
});
