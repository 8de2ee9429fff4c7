import { readFileSync } from 'node:fs';
import type { Browser, CDPSession, Page } from 'playwright-core';

export interface BrowserMemory {
  /** JS heap in use by the page and by each of its workers, after a garbage collection (MB). */
  pageHeap: number;
  workerHeap: number;
  /** Proportional set size of Chromium's renderer processes: heaps, DOM, layout, everything (MB). */
  renderers: number;
}

const MB = 1024 * 1024;

/** Proportional set size of a process, from the kernel (Linux). */
function pss(pid: number): number {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** Runs one CDP command in a target attached without flattening (the only way from a browser session). */
function inTarget<T>(browserSession: CDPSession, sessionId: string, method: string): Promise<T> {
  const id = Math.floor(Math.random() * 1e9);
  return new Promise((resolve) => {
    const onMessage = (event: { sessionId: string; message: string }) => {
      const message = JSON.parse(event.message) as { id: number; result: T };
      if (event.sessionId !== sessionId || message.id !== id) return;
      browserSession.off('Target.receivedMessageFromTarget', onMessage);
      resolve(message.result);
    };
    browserSession.on('Target.receivedMessageFromTarget', onMessage);
    void browserSession.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) });
  });
}

/**
 * What the browser holds for the page now: `performance.measureUserAgentSpecificMemory` needs a
 * cross-origin isolated page, which the console is not, so the figures come from Chromium's
 * DevTools protocol (heaps after a collection) and the kernel (renderer processes).
 */
export async function browserMemory(browser: Browser, page: Page): Promise<BrowserMemory> {
  const pageSession = await page.context().newCDPSession(page);
  await pageSession.send('HeapProfiler.collectGarbage');
  const { usedSize } = await pageSession.send('Runtime.getHeapUsage');
  await pageSession.detach();

  const browserSession = await browser.newBrowserCDPSession();
  let workerHeap = 0;
  const { targetInfos } = await browserSession.send('Target.getTargets');
  for (const target of targetInfos.filter((info) => info.type === 'worker')) {
    const { sessionId } = await browserSession.send('Target.attachToTarget', {
      targetId: target.targetId,
      flatten: false,
    });
    await inTarget(browserSession, sessionId, 'HeapProfiler.collectGarbage');
    workerHeap += (await inTarget<{ usedSize: number }>(browserSession, sessionId, 'Runtime.getHeapUsage')).usedSize;
    await browserSession.send('Target.detachFromTarget', { sessionId });
  }
  const { processInfo } = (await browserSession.send('SystemInfo.getProcessInfo')) as {
    processInfo: Array<{ type: string; id: number }>;
  };
  const renderers = processInfo.filter((info) => info.type === 'renderer').reduce((sum, info) => sum + pss(info.id), 0);
  await browserSession.detach();
  return { pageHeap: usedSize / MB, workerHeap: workerHeap / MB, renderers: renderers / MB };
}
