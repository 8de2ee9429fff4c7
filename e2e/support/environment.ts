import type { Circus } from '@jest/types';
import NodeEnvironment from 'jest-environment-node';

/** What `describeOpenPages` (browser.ts) puts on a test file's global. */
export type DescribeOpenPages = () => Promise<string>;

/**
 * Node's environment, plus what the browser showed when a test failed: a timeout waiting for a
 * heading says only what did not appear, and a flaky one is rarely seen again. At the failure, while
 * the test's pages are still open, each page's address and what it shows go to the output.
 */
export default class E2eEnvironment extends NodeEnvironment {
  async handleTestEvent(event: Circus.Event): Promise<void> {
    if (event.name !== 'test_fn_failure' && event.name !== 'hook_failure') return;
    const describe = this.global.describeOpenPages as DescribeOpenPages | undefined;
    if (!describe) return;
    const what = event.name === 'test_fn_failure' ? event.test.name : `a ${event.hook.type} hook`;
    const shown = await describe().catch((error: unknown) => `the open pages could not be read: ${String(error)}`);
    process.stderr.write(`\n[e2e] ${what} failed; the browser showed:\n${shown}\n`);
  }
}
