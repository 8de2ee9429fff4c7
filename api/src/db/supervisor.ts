import type { ChildProcess } from 'node:child_process';
import { markDatabaseDown, markDatabaseUp } from './state';

/** The embedded PostgreSQL as the supervisor sees it: its current process, and a way to start it again. */
export interface Postmaster {
  child: () => ChildProcess | undefined;
  /** Resolves once it accepts connections; rejects when it exits first. */
  start: () => Promise<void>;
}

export interface SupervisorOptions {
  postmaster: Postmaster;
  /** Names the cluster in log lines. */
  clusterDir: string;
  log: { error: (message: string) => void; info?: (message: string) => void };
  /** All restarts failed: the caller exits non-zero, so a process supervisor can act. */
  onGiveUp: (message: string) => void;
  /** Wait before each restart attempt; their count bounds the attempts. */
  delaysMs?: number[];
}

/** `tries` waits, the first `firstMs`, each next one doubled. */
export function restartDelays(firstMs: number, tries: number): number[] {
  return Array.from({ length: tries }, (_, index) => firstMs * 2 ** index);
}

/**
 * A first try at once-ish, then doubling: about 16 s in all. The first try usually succeeds within a
 * second; the later ones cover backends of the dead server still holding shared memory.
 */
export const RESTART_DELAYS_MS = restartDelays(250, 6);

export const isRunning = (child: ChildProcess | undefined): child is ChildProcess =>
  child !== undefined && child.exitCode === null && child.signalCode === null;

/**
 * Watches the embedded postmaster and starts it again when it exits on its own (killed by the kernel's
 * out-of-memory killer, a crash), with backoff and a bounded number of tries. `stop()` first, before a
 * deliberate shutdown, so that exit is not taken for a crash.
 */
export function supervisePostmaster({
  postmaster,
  clusterDir,
  log,
  onGiveUp,
  delaysMs = RESTART_DELAYS_MS,
}: SupervisorOptions): { stop: () => Promise<void> } {
  let stopping = false;
  let restarting: Promise<void> | undefined;

  async function restart(): Promise<void> {
    for (const [index, delay] of delaysMs.entries()) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (stopping) return;
      try {
        await postmaster.start();
      } catch {
        log.error(`PostgreSQL restart ${index + 1} of ${delaysMs.length} failed`);
        continue;
      }
      // A shutdown that began during the start stops this new process itself (see stop()).
      if (stopping) return;
      watch(postmaster.child());
      markDatabaseUp();
      (log.info ?? log.error)(`PostgreSQL is running again (data in ${clusterDir})`);
      return;
    }
    onGiveUp(
      `PostgreSQL (data in ${clusterDir}) stopped and did not start again after ${delaysMs.length} tries; ` +
        'the API is exiting so that its supervisor can act — see the [postgres] lines above for the cause',
    );
  }

  function watch(child: ChildProcess | undefined): void {
    child?.once('exit', (code, signal) => {
      if (stopping || restarting) return;
      const how = signal ? `killed by ${signal}` : `exited with code ${code}`;
      markDatabaseDown(`PostgreSQL ${how}`);
      log.error(`PostgreSQL (data in ${clusterDir}) ${how}; restarting it`);
      restarting = restart().finally(() => {
        restarting = undefined;
      });
    });
  }

  watch(postmaster.child());
  return {
    async stop() {
      stopping = true;
      await restarting;
    },
  };
}
