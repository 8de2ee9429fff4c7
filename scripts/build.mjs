import { ensureBuilt } from './apps.mjs';

ensureBuilt({ force: process.argv.includes('--force') });
