import { readFileSync } from 'node:fs';

/** The nice value (CPU priority) of a process on this machine, from /proc (the 19th field of its stat). */
export function niceOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}
