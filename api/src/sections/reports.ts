import { and, desc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { SectionFigures, SectionReport } from '@console/contract/wire';
import { isRemoteSection, type RemoteSection, type SectionReportKind } from '@console/contract/sections';
import type { Database } from '../db';
import { sectionErrors, sectionReportCounts } from '../db/schema';

/** How many of a section's latest errors are kept. */
const ERRORS_KEPT = 50;

const hourOf = (now: Date) => new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);

/** The error's name and first line, trimmed: a message may quote what the page held, never more than a line. */
const firstLine = (text: string) => text.split('\n')[0].slice(0, 200);

/**
 * Counts a shell's batch of reports per section, version, kind and hour, and keeps the errors' names and
 * first lines. A report is counted, nothing else: it comes from a browser and decides nothing. Reports
 * of unknown sections are dropped.
 */
export async function recordReports(db: Database, reports: readonly SectionReport[], now = new Date()): Promise<void> {
  const hour = hourOf(now);
  const counts = new Map<
    string,
    { section: RemoteSection; versionId: string; kind: SectionReportKind; count: number }
  >();
  for (const report of reports) {
    if (!isRemoteSection(report.section)) continue;
    const { kind } = report;
    const key = JSON.stringify([report.section, report.version, kind]);
    const entry = counts.get(key) ?? { section: report.section, versionId: report.version, kind, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  if (counts.size === 0) return;
  const errors = reports.flatMap((report) =>
    report.error && isRemoteSection(report.section)
      ? [
          {
            section: report.section,
            versionId: report.version,
            kind: report.kind,
            name: firstLine(report.error.name),
            message: firstLine(report.error.message),
            at: now,
          },
        ]
      : [],
  );
  await db.transaction(async (tx) => {
    await tx
      .insert(sectionReportCounts)
      .values([...counts.values()].map((entry) => ({ ...entry, hour })))
      .onConflictDoUpdate({
        target: [
          sectionReportCounts.section,
          sectionReportCounts.versionId,
          sectionReportCounts.kind,
          sectionReportCounts.hour,
        ],
        set: { count: sql`${sectionReportCounts.count} + excluded.count` },
      });
    if (errors.length === 0) return;
    await tx.insert(sectionErrors).values(errors);
    for (const section of new Set(errors.map((error) => error.section))) {
      const kept = tx
        .select({ id: sectionErrors.id })
        .from(sectionErrors)
        .where(eq(sectionErrors.section, section))
        .orderBy(desc(sectionErrors.id))
        .limit(ERRORS_KEPT);
      await tx.delete(sectionErrors).where(and(eq(sectionErrors.section, section), notInArray(sectionErrors.id, kept)));
    }
  });
}

const NO_FIGURES: SectionFigures = { load: 0, failure: 0, fallback: 0, crash: 0 };

/**
 * A section's counts per version since `since` (by whole hours: the hour `since` falls in counts in full).
 */
export async function figuresSince(
  db: Database,
  section: RemoteSection,
  since: Date,
): Promise<Map<string, SectionFigures>> {
  const rows = await db
    .select({
      versionId: sectionReportCounts.versionId,
      kind: sectionReportCounts.kind,
      count: sql<number>`sum(${sectionReportCounts.count})::int`,
    })
    .from(sectionReportCounts)
    .where(and(eq(sectionReportCounts.section, section), gte(sectionReportCounts.hour, hourOf(since))))
    .groupBy(sectionReportCounts.versionId, sectionReportCounts.kind);
  const figures = new Map<string, SectionFigures>();
  for (const row of rows) {
    figures.set(row.versionId, { ...(figures.get(row.versionId) ?? NO_FIGURES), [row.kind]: row.count });
  }
  return figures;
}

export const noFigures = (): SectionFigures => ({ ...NO_FIGURES });

export async function latestErrors(db: Database, section: RemoteSection, limit = 20) {
  return db
    .select()
    .from(sectionErrors)
    .where(and(eq(sectionErrors.section, section), inArray(sectionErrors.kind, ['failure', 'fallback', 'crash'])))
    .orderBy(desc(sectionErrors.id))
    .limit(limit);
}
