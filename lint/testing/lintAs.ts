import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');

export interface Finding {
  ruleId: string | null;
  message: string;
}

/**
 * Lints each snippet as if it were the given file (relative to the repository), with the repository's
 * own ESLint config and only the named rules reported. ESLint loads its config as an ES module, which
 * jest's module registry cannot, so it runs in a Node process of its own: one for every case, since
 * type-aware parsing makes each start cost seconds.
 */
export function lintAs(ruleIds: string[], cases: Array<[file: string, code: string]>): Finding[][] {
  const script = `
    import { ESLint } from 'eslint';
    const [ruleIds, cases] = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ ruleFilter: ({ ruleId }) => ruleIds.includes(ruleId) });
    const out = [];
    for (const [file, code] of cases) {
      const [result] = await eslint.lintText(code, { filePath: file });
      out.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
    }
    console.log(JSON.stringify(out));`;
  const absolute = cases.map(([file, code]) => [path.join(ROOT, file), code]);
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify([ruleIds, absolute])], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as Finding[][];
}
