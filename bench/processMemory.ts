import { readFileSync } from 'node:fs';

function read(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function childrenOf(pid: number): number[] {
  return read(`/proc/${pid}/task/${pid}/children`).split(' ').filter(Boolean).map(Number);
}

function rssBytes(pid: number): number {
  const line = read(`/proc/${pid}/status`).match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) * 1024 : 0;
}

/**
 * The resident memory of the API started by `tsx` as `pid`: the largest Node process in its tree (tsx
 * runs the API in a child of its own), leaving out the embedded PostgreSQL's processes.
 */
export function apiRss(pid: number): number {
  let largest = 0;
  const walk = (at: number) => {
    if (read(`/proc/${at}/comm`).trim() === 'postgres') return;
    largest = Math.max(largest, rssBytes(at));
    childrenOf(at).forEach(walk);
  };
  walk(pid);
  return largest;
}

/** Samples `apiRss` every 100 ms until stopped; gives the highest value seen. */
export function watchPeak(pid: number): () => number {
  let peak = apiRss(pid);
  const timer = setInterval(() => (peak = Math.max(peak, apiRss(pid))), 100);
  return () => {
    clearInterval(timer);
    return Math.max(peak, apiRss(pid));
  };
}
