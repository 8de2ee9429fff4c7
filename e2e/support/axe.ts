import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';

/** axe-core's browser build, read once. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.2 A and AA rules (with 2.0 and 2.1, which 2.2 includes). */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The impacts that fail the suite. */
const BLOCKING = new Set(['critical', 'serious']);

export interface Finding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  /** What axe says of the first node (the colours and ratio of a contrast failure, say). */
  detail: string;
}

/**
 * Runs axe-core in the page with the WCAG 2.2 A/AA rules and returns its critical and serious
 * violations. The engine goes in through the DevTools protocol (page.evaluate), which the page's
 * Content-Security-Policy does not apply to, so the page is checked as served. Frames are left out:
 * the one frame of the console is the proof document, a sandboxed picture of a printed page.
 */
export async function blockingViolations(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = (await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe.run(
        document,
        { runOnly: { type: 'tag', values: tags }, iframes: false, resultTypes: ['violations'] },
      ),
    WCAG_22_AA,
  )) as AxeResults;
  return results.violations
    .filter((violation: Result) => BLOCKING.has(violation.impact ?? ''))
    .map((violation: Result) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      detail: violation.nodes[0]?.failureSummary ?? '',
    }));
}
