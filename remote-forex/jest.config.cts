import type { JestPreset } from '../jest.preset.cts';

const { browserProject } = require('../jest.preset.cts') as JestPreset;

module.exports = browserProject('remote-forex', __dirname);
