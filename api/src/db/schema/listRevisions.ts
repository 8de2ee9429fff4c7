import { bigint, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { AreaKey } from '@console/contract/areas';

const AREAS = ['turbo', 'forex'] as const satisfies readonly AreaKey[];

/**
 * A counter per area and list that every write to the list's table bumps, in the writer's own
 * transaction: triggers on the table do it (migration 0006), so creates, updates, deletes, imports,
 * restores and any later code path all count. A browser holding a copy of the list asks whether it is
 * still current with the revision as its ETag. `epoch` is random per database, so the revision of
 * another database (one rebuilt from scratch, counting from 0 again) never passes for this one's.
 */
export const listRevisions = pgTable(
  'list_revisions',
  {
    area: text('area', { enum: AREAS }).notNull(),
    list: text('list', { enum: ['reports', 'proofs', 'whitelabels', 'notes', 'prooftypes', 'sports'] }).notNull(),
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
    epoch: uuid('epoch').notNull().defaultRandom(),
  },
  (t) => [primaryKey({ columns: [t.area, t.list] })],
);
