import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ROOT } from './apps.mjs';

// `npm start`: build what is missing, then run the API, which serves the shell, the remotes and /api on one port.
ensureBuilt();
const api = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [path.join(ROOT, 'api', 'src', 'main.ts')], {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
