import { eq, sql } from 'drizzle-orm';
import { audit } from '../src/audit/audit';
import type { Database } from '../src/db';
import { notes } from '../src/db/schema';

/** A Turbo note to write to, for the audit benchmark; its id. */
export async function benchNote(db: Database): Promise<string> {
  const [note] = await db
    .insert(notes)
    .values({ area: 'turbo', date: '2026-03-02', note: 'bench', addedBy: 'bench' })
    .returning({ id: notes.id });
  return note.id;
}

/**
 * One versioned note update in its own transaction, as the API writes it, with or without its audit
 * entry: the difference is what the audit trail costs a write.
 */
export function benchNoteWrite(db: Database, id: string, text: string, audited: boolean): Promise<void> {
  return db.transaction(async (tx) => {
    await tx
      .update(notes)
      .set({ note: text, updatedAt: new Date(), version: sql`${notes.version} + 1` })
      .where(eq(notes.id, id));
    if (audited) {
      await audit(tx, null, {
        resource: 'note',
        action: 'update',
        area: 'turbo',
        recordId: id,
        before: { note: 'before' },
        after: { note: text },
        sections: ['Turbo'],
      });
    }
  });
}
