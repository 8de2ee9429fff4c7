/**
 * Writes sent in turn on one connection while the caller makes the next one: each is started once the
 * one before has ended (so they keep their order, one statement in flight), and the caller's own work
 * for the next (making rows, JSON) runs while PostgreSQL writes the last. A write that fails is thrown
 * by the next `send` or by `finished`, never left unhandled meanwhile.
 */
export function writesInTurn() {
  let writing: Promise<unknown> = Promise.resolve();
  return {
    async send(write: () => Promise<unknown>): Promise<void> {
      await writing;
      // One promise of the write: Drizzle's queries are lazy thenables that run again at every `then`.
      writing = Promise.resolve(write());
      writing.catch(() => undefined);
    },
    async finished(): Promise<void> {
      await writing;
    },
  };
}
