import { lintAs, type Finding } from './testing/lintAs';

// One ESLint process for every case: type-aware parsing makes each start cost seconds.
jest.setTimeout(120_000);
let findings: Finding[][];
const CASES: Array<[file: string, code: string]> = [
  ['remote-turbo/src/routes.tsx', "export { area } from '../../remote-forex/src/area';\n"],
  ['remote-turbo/src/routes.tsx', "export { area } from 'remote-forex/area';\n"],
  ['remote-admin/src/routes.tsx', "export { App } from 'shell/src/App';\n"],
  ['shared-kit/src/ui/theme.ts', "export * from '@console/area-kit';\n"],
  ['contract/src/paging.ts', "export { useAuth } from '@console/platform';\n"],
  ['api/src/config.ts', "export * from 'shared-kit/ui';\n"],
  ['e2e/shell.test.ts', "export { connectDatabase } from '../api/src/db';\n"],
  ['remote-turbo/src/routes.tsx', "export * from '@console/area-kit/src/index';\n"],
  // Allowed: a section uses the area kit's entry; e2e uses the API's public test entry.
  ['remote-turbo/src/routes.tsx', "export * from '@console/area-kit';\n"],
  ['e2e/shell.test.ts', "export { connectDatabase } from 'api/testing';\n"],
];
beforeAll(() => {
  findings = lintAs(['console/workspace-boundaries'], CASES);
});

const messagesOf = (index: number) => findings[index].map((finding) => `${finding.ruleId}: ${finding.message}`);

describe('the workspace boundary rule', () => {
  it('refuses a relative import from one remote into another', () => {
    expect(messagesOf(0)).toEqual([
      "console/workspace-boundaries: '../../remote-forex/src/area' reaches into the workspace remote-forex by a relative path: import its package (remote-forex) instead.",
    ]);
  });

  it('refuses a remote importing another remote or the shell, even through their packages', () => {
    expect(messagesOf(1)).toEqual([
      'console/workspace-boundaries: remote-turbo may not import remote-forex (remote-forex): the package layout allows remote-turbo only area-kit, shared-kit, platform, contract.',
    ]);
    expect(messagesOf(2)).toEqual([
      'console/workspace-boundaries: remote-admin may not import shell (shell): the package layout allows remote-admin only area-kit, shared-kit, platform, contract.',
    ]);
  });

  it('refuses a shared package importing one above it', () => {
    expect(messagesOf(3)).toEqual([
      'console/workspace-boundaries: shared-kit may not import @console/area-kit (area-kit): the package layout allows shared-kit only platform, contract.',
    ]);
    expect(messagesOf(4)).toEqual([
      'console/workspace-boundaries: contract may not import @console/platform (platform): the package layout allows contract only nothing.',
    ]);
  });

  it('refuses the API any front-end package', () => {
    expect(messagesOf(5)).toEqual([
      'console/workspace-boundaries: api may not import shared-kit (shared-kit): the package layout allows api only contract.',
    ]);
  });

  it("refuses e2e reaching into the API's sources, and anyone a package's private files", () => {
    expect(messagesOf(6)).toEqual([
      "console/workspace-boundaries: '../api/src/db' reaches into the workspace api by a relative path: import its package (api) instead.",
    ]);
    expect(messagesOf(7)).toEqual([
      "console/workspace-boundaries: '@console/area-kit/src/index' is not a public entry point of @console/area-kit: use one its package.json exports.",
    ]);
  });

  it('lets public entry points through', () => {
    expect(messagesOf(8)).toEqual([]);
    expect(messagesOf(9)).toEqual([]);
  });
});
