import type { Revision } from './listRevision';

/**
 * A whole list's packed bytes while its build writes them, for the people who asked for the list
 * during the build: each reads every piece packed so far, then each piece as it is packed, so the
 * list travels (and the browser indexes it) while PostgreSQL and the API still build the rest,
 * instead of after the build. Read by any number of readers, each from the first piece; a reader that
 * comes after the end reads the whole copy. A build that fails ends every reader with its error (the
 * answer is then cut short, and the browser's list says it failed, with Retry).
 */
export class LiveCopy {
  private readonly pieces: Buffer[] = [];
  private ended = false;
  private failure: { error: unknown } | null = null;
  /** Readers waiting for the next piece (or the end). */
  private waiting: (() => void)[] = [];

  constructor(readonly revision: Pick<Revision, 'tag' | 'epoch' | 'revision'>) {}

  /** Whether the build failed (its readers end with its error). */
  get failed(): boolean {
    return this.failure !== null;
  }

  /** A packed piece, in order. */
  push(piece: Buffer) {
    this.pieces.push(piece);
    this.wake();
  }

  /** Every piece is packed: readers end once they have read them. */
  end() {
    this.ended = true;
    this.wake();
  }

  /** The build failed: readers end with `error` once they have read what was packed. */
  fail(error: unknown) {
    this.failure = { error };
    this.wake();
  }

  /** The packed bytes in order, as they come, until the end (or the build's failure). */
  async *bytes(): AsyncGenerator<Buffer> {
    for (let next = 0; ;) {
      while (next < this.pieces.length) yield this.pieces[next++];
      if (this.failure) throw this.failure.error;
      if (this.ended) return;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }

  private wake() {
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve();
  }
}
