import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AREAS } from '@console/contract/areas';
import type { Database } from '../db';
import type { QuietMoment } from '../ops/quietMoments';
import type { OpenLowPriority } from '../db/lowPriority';
import type { CountLane } from '../db/countLane';
import { loadCatchBy } from './catchBy';
import { wholeListAnswers, type WholeListLimits } from '../revisions/wholeListAnswers';
import reportRoutes from './routes';

export interface ReportsOptions {
  db: Database;
  /** config/catch-by.json or CATCH_BY_FILE. */
  catchByFile: string;
  /** The whole-list (columns) answers' limits (config.ts). */
  wholeLists: WholeListLimits;
  /** REPORT_BROWSER_LIST_MAX: above it the page stays server-answered. */
  browserListMax: number;
  /** WHOLE_LIST_AHEAD: build each area's whole list ahead of its readers (wholeListAhead.ts). */
  buildAhead: boolean;
  /** A moment when the instance answers no one (quietMoments.ts): a build on start waits for them. */
  quietMoment: QuietMoment;
  /** Connections of the lowest CPU priority for a build nobody waits for (db/lowPriority.ts). */
  lowPriority?: OpenLowPriority;
  /** Connections kept for the views' counts, both areas' (db/countLane.ts). */
  countLane?: CountLane;
}

/**
 * The reports of both areas: one implementation registered per area descriptor under /api + its
 * report base (/api/report, /api/forexReport), so Turbo and Forex run the same code.
 */
export default async function reports(
  app: FastifyInstance,
  { db, catchByFile, wholeLists, browserListMax, buildAhead, quietMoment, lowPriority, countLane }: ReportsOptions,
): Promise<void> {
  const catchBy = await loadCatchBy(catchByFile);
  await app.register(multipart);
  // One count of whole lists being sent for both areas: a person's limit covers their Turbo and Forex tabs.
  const answers = wholeListAnswers(wholeLists);
  for (const area of AREAS) {
    await app.register(reportRoutes, {
      prefix: `/api${area.report.apiBase}`,
      db,
      area,
      catchBy,
      wholeLists: answers,
      browserListMax,
      buildAhead,
      quietMoment,
      lowPriority,
      countLane,
    });
  }
}
