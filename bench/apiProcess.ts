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

/** The processes under `pid` (itself included), split into the embedded PostgreSQL's and the others. */
function tree(pid: number): { node: number[]; postgres: number[] } {
  const found = { node: [] as number[], postgres: [] as number[] };
  const walk = (at: number) => {
    (read(`/proc/${at}/comm`).trim() === 'postgres' ? found.postgres : found.node).push(at);
    childrenOf(at).forEach(walk);
  };
  walk(pid);
  return found;
}

/**
 * The resident memory of the API started by `tsx` as `pid`: the largest Node process in its tree (tsx
 * runs the API in a child of its own), leaving out the embedded PostgreSQL's processes.
 */
export function apiRss(pid: number): number {
  return Math.max(0, ...tree(pid).node.map(rssBytes));
}

/** CPU seconds (user and system) a process has used so far, from /proc/<pid>/stat. */
function cpuSeconds(pid: number): number {
  const stat = read(`/proc/${pid}/stat`);
  // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th of them.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
}

/** CPU seconds used so far by the API's Node processes (not its PostgreSQL's, whose backends come and go). */
export function cpuOf(pid: number): { api: number } {
  return { api: tree(pid).node.reduce((total, at) => total + cpuSeconds(at), 0) };
}

/** CPU seconds so far of each process of the API's embedded PostgreSQL (postmaster, backends, workers). */
export function postgresCpu(pid: number): Map<number, number> {
  return new Map(tree(pid).postgres.map((at) => [at, cpuSeconds(at)]));
}

/**
 * CPU seconds PostgreSQL's processes used since `before` (postgresCpu): a backend started meanwhile counts
 * in full; one that ended meanwhile is not counted (the API keeps its pool's connections open).
 */
export function postgresCpuSince(pid: number, before: Map<number, number>): number {
  let used = 0;
  for (const [at, seconds] of postgresCpu(pid)) used += seconds - (before.get(at) ?? 0);
  return used;
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

/**
 * Until the API and its PostgreSQL are quiet (under 25 ms of CPU in half a second, at most 30 s): a
 * build's blocks are stored 2 s after it and autovacuum follows writes; neither belongs to what is
 * measured next.
 */
export async function quiet(pid: number): Promise<void> {
  const busy = () => cpuOf(pid).api + [...postgresCpu(pid).values()].reduce((a, b) => a + b, 0);
  for (let waited = 0, last = busy(); waited < 30_000; waited += 500) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = busy();
    if (now - last < 0.025) return;
    last = now;
  }
}
