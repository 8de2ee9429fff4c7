import path from 'node:path';
import { nodeProject } from '../jest.preset';

export default nodeProject('e2e', __dirname, {
  globalSetup: path.join(__dirname, 'support/globalSetup.ts'),
  globalTeardown: path.join(__dirname, 'support/globalTeardown.ts'),
  setupFilesAfterEnv: [path.join(__dirname, 'support/setupTimeout.ts')],
});
