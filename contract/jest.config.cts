import type { JestPreset } from '../jest.preset.cts';

const { nodeProject } = require('../jest.preset.cts') as JestPreset;

// Node, as the API runs it: the contract must need no DOM.
module.exports = nodeProject('contract', __dirname);
