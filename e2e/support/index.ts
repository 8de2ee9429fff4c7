/* The e2e support's public entry (`e2e/support`), for the benchmarks that drive the same real product. */
export { launchBrowser, newPage } from './browser';
export { logIn } from './logIn';
export { ADMIN, startServer, stopServer, terminated } from './server';
