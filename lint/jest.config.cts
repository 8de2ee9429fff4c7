import type { JestPreset } from '../jest.preset.cts';

const { nodeProject } = require('../jest.preset.cts') as JestPreset;

module.exports = nodeProject('lint', __dirname);
