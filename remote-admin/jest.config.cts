import type { JestPreset } from '../jest.preset.cts';

const { browserProject } = require('../jest.preset.cts') as JestPreset;

const project = browserProject('remote-admin', __dirname);

// echarts and zrender ship ES modules only: jest compiles them too, so the 4xChart renders in tests.
module.exports = {
  ...project,
  transformIgnorePatterns: ['/node_modules/(?!(ky|echarts|zrender|echarts-for-react)/)'],
};
