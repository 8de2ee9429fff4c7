// CommonJS (.cts) so that Node strips the types itself where it can (22.18 and later) and jest's ts-node
// reads it on older Nodes: no ESM rules (file extensions, import.meta) to satisfy in either case.
import type { Config } from 'jest';

const path = require('node:path') as typeof import('node:path');

/** What the workspaces' jest.config.cts files take from this preset. */
export interface JestPreset {
  browserProject: (name: string, dir: string) => Config;
  nodeProject: (name: string, dir: string, extra?: Config) => Config;
}

/** One transform for every workspace: swc, TypeScript + JSX, and ky (ESM only) transformed too. */
const base = (name: string, dir: string): Config => ({
  displayName: name,
  rootDir: dir,
  roots: ['<rootDir>'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/.tsbuild/'],
  // tsc -b's declaration output, beside each workspace's sources.
  modulePathIgnorePatterns: ['/.tsbuild/'],
  transform: {
    '^.+\\.(t|m?j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // ESM-only packages jest's CommonJS module loader cannot require: compiled like the sources.
  transformIgnorePatterns: ['/node_modules/(?!(ky|typebox)/)'],
  moduleNameMapper: {
    '\\.(png|jpe?g|gif|svg|webp|woff2)$': path.join(__dirname, 'jest.file-stub.js'),
  },
});

const preset: JestPreset = {
  browserProject: (name, dir) => ({
    ...base(name, dir),
    // jsdom plus the fetch family (ky needs it), resolving relative URLs as a browser does.
    testEnvironment: path.join(__dirname, 'shared-kit/testing/jsdomWithFetch.ts'),
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup-dom.ts')],
  }),
  nodeProject: (name, dir, extra = {}) => ({
    ...base(name, dir),
    testEnvironment: 'node',
    ...extra,
  }),
};

module.exports = preset;
