import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp, ROOT } from './apps.mjs';
import { platformProblem, providedPlatform, requiredPlatform } from './checkPlatform.mjs';

/**
 * `npm run check -w <remote>`: what a section's team runs before it deploys, for its section alone:
 * the typecheck of its code (and of the packages it compiles in), its tests and those of the workspace
 * packages it compiles in (a change to the area kit ships with the section that builds it), its
 * production build, and that the console it goes to provides the platform that build needs.
 */
const app = process.argv[2];
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

const WORKSPACE_PACKAGES = {
  '@console/contract': 'contract',
  '@console/platform': 'platform',
  'shared-kit': 'shared-kit',
  '@console/area-kit': 'area-kit',
};
const { dependencies = {} } = JSON.parse(readFileSync(path.join(ROOT, app, 'package.json'), 'utf8'));
const projects = [app, ...Object.keys(dependencies).flatMap((name) => WORKSPACE_PACKAGES[name] ?? [])];

function run(command, args) {
  return spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' }).status === 0;
}

const steps = [
  // Its tests' project references its browser code's, which references the packages it compiles in.
  ['typecheck', () => run(bin('tsc'), ['-b', path.join(app, 'tsconfig.test.json')])],
  ['tests', () => run(bin('jest'), ['--maxWorkers=2', '--selectProjects', ...projects])],
  [
    'build',
    () => {
      try {
        buildApp(app);
        return true;
      } catch (error) {
        console.error(error.message);
        return false;
      }
    },
  ],
  [
    'platform',
    async () => {
      const problem = await platformProblem(app).catch((error) => error.message);
      if (problem) console.error(problem);
      else console.log(`needs ${requiredPlatform(app)}; ${(await providedPlatform()).from} provides it`);
      return !problem;
    },
  ],
];

for (const [name, step] of steps) {
  console.log(`\n[check ${app}] ${name}`);
  if (!(await step())) {
    console.error(`\n[check ${app}] ${name} failed`);
    process.exit(1);
  }
}
console.log(`\n[check ${app}] passed: typecheck, tests, build, platform`);
