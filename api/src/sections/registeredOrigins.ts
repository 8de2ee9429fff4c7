import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { sectionSettings, sectionVersions } from '../db/schema';

export interface RegisteredOrigins {
  /** The origins as last read: what the Content-Security-Policy allows. */
  current: () => string[];
  /** Reads them again if any section changed since (one small query), keeping the last ones if it fails. */
  refresh: () => Promise<void>;
}

/**
 * The origins of every registered version's manifest (relative ones are this origin), for the CSP: a
 * version may be assigned to anyone at the next rollout, and its files must be allowed before then.
 * Cached per change: each section's revision is bumped by every registration and rollout, on whichever
 * API instance, so the sum of revisions says whether the cache is current.
 */
export function registeredOriginsOf(db: Database): RegisteredOrigins {
  let origins: string[] = [];
  let seen: string | undefined;
  return {
    current: () => origins,
    async refresh() {
      try {
        const [{ revision }] = await db
          .select({ revision: sql<string>`coalesce(sum(${sectionSettings.revision}), 0)::text` })
          .from(sectionSettings);
        if (revision === seen) return;
        const rows = await db.selectDistinct({ url: sectionVersions.manifestUrl }).from(sectionVersions);
        const found = new Set<string>();
        for (const { url } of rows) {
          if (!/^https?:\/\//i.test(url)) continue;
          found.add(new URL(url).origin);
        }
        origins = [...found];
        seen = revision;
      } catch {
        // The database is away: the page still gets the last known policy rather than an error.
      }
    },
  };
}
