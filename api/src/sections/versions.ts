import type { FastifyRequest } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { isRemoteSection, REMOTE_SECTIONS, type RemoteSection } from '@console/contract/sections';
import type { Database } from '../db';
import { sectionSettings, sectionVersions, type SectionVersionRow } from '../db/schema';
import { auditSection } from './sectionAudit';

/** The registration order is the order of the cumulative share ranges (see contract/sections.ts). */
const registrationOrder = [asc(sectionVersions.registeredAt), asc(sectionVersions.id)];

export async function versionsOf(db: Database, section: RemoteSection): Promise<SectionVersionRow[]> {
  return db
    .select()
    .from(sectionVersions)
    .where(eq(sectionVersions.section, section))
    .orderBy(...registrationOrder);
}

/** Every section's versions, in registration order, by section. */
export async function allVersions(db: Database): Promise<Map<RemoteSection, SectionVersionRow[]>> {
  const rows = await db
    .select()
    .from(sectionVersions)
    .orderBy(asc(sectionVersions.section), ...registrationOrder);
  const bySection = new Map<RemoteSection, SectionVersionRow[]>();
  for (const row of rows) {
    if (!isRemoteSection(row.section)) continue;
    bySection.set(row.section, [...(bySection.get(row.section) ?? []), row]);
  }
  return bySection;
}

/** The section's settings row, created on first use, locked for the rest of the transaction. */
async function lockSection(tx: Database, section: RemoteSection) {
  await tx.insert(sectionSettings).values({ section }).onConflictDoNothing();
  const [row] = await tx.select().from(sectionSettings).where(eq(sectionSettings.section, section)).for('update');
  return row;
}

const bump = (tx: Database, section: RemoteSection) =>
  tx
    .update(sectionSettings)
    .set({ revision: sql`${sectionSettings.revision} + 1` })
    .where(eq(sectionSettings.section, section));

export async function allowedOriginsOf(db: Database, section: RemoteSection): Promise<string[]> {
  const [row] = await db.select().from(sectionSettings).where(eq(sectionSettings.section, section));
  return row?.allowedOrigins ?? [];
}

export async function setAllowedOrigins(
  db: Database,
  section: RemoteSection,
  origins: string[],
  request: FastifyRequest | null = null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSection(tx, section);
    const before = await allowedOriginsOf(tx, section);
    await tx.update(sectionSettings).set({ allowedOrigins: origins }).where(eq(sectionSettings.section, section));
    await auditSection(tx, request, section, 'origins', { before, after: origins });
  });
}

export type Registration = { status: 'registered'; version: SectionVersionRow } | { status: 'taken' };

/**
 * A new version at 0 %: registering never moves anyone; a rollout does. The first version of a section
 * gets 100 %, since a section's shares always sum to 100.
 */
export async function registerVersion(
  db: Database,
  section: RemoteSection,
  version: { id: string; manifestUrl: string; registeredBy: string },
  request: FastifyRequest | null = null,
): Promise<Registration> {
  return db.transaction(async (tx) => {
    await lockSection(tx, section);
    const existing = await tx
      .select({ id: sectionVersions.id })
      .from(sectionVersions)
      .where(eq(sectionVersions.section, section));
    if (existing.some((row) => row.id === version.id)) return { status: 'taken' as const };
    const [row] = await tx
      .insert(sectionVersions)
      .values({ section, ...version, share: existing.length === 0 ? 100 : 0 })
      .returning();
    await bump(tx, section);
    await auditSection(tx, request, section, 'register', { manifestUrl: row.manifestUrl, share: row.share }, row.id);
    return { status: 'registered' as const, version: row };
  });
}

/**
 * Sets every version's share of the section at once, in one transaction on the locked section: a
 * rollout is never half-written, and two rollouts at once apply one after the other. The caller has
 * checked the shares (refusalOfShares); versions not named get 0.
 */
export async function applyRollout(
  db: Database,
  section: RemoteSection,
  shares: Readonly<Record<string, number>>,
  request: FastifyRequest | null = null,
): Promise<SectionVersionRow[]> {
  return db.transaction(async (tx) => {
    await lockSection(tx, section);
    const before = await tx
      .select({ id: sectionVersions.id, share: sectionVersions.share })
      .from(sectionVersions)
      .where(eq(sectionVersions.section, section));
    const cases = Object.entries(shares).map(([id, share]) => sql`WHEN ${id} THEN ${share}::smallint`);
    await tx
      .update(sectionVersions)
      .set({ share: sql`CASE ${sectionVersions.id} ${sql.join(cases, sql` `)} ELSE 0::smallint END` })
      .where(eq(sectionVersions.section, section));
    await bump(tx, section);
    const after = await tx
      .select()
      .from(sectionVersions)
      .where(eq(sectionVersions.section, section))
      .orderBy(...registrationOrder);
    const sharesOf = (rows: Array<{ id: string; share: number }>) =>
      Object.fromEntries(rows.map((row) => [row.id, row.share]));
    await auditSection(tx, request, section, 'rollout', { before: sharesOf(before), after: sharesOf(after) });
    return after;
  });
}

export async function findVersion(db: Database, section: RemoteSection, id: string) {
  const [row] = await db
    .select()
    .from(sectionVersions)
    .where(and(eq(sectionVersions.section, section), eq(sectionVersions.id, id)));
  return row;
}

/** The id the deployed remotes.json's URL gets as a section's first version. */
export const INITIAL_VERSION = 'initial';

/**
 * A fresh console starts from the deployed remotes.json: each section that has no version yet gets its
 * URL as its first version, at 100 %. Run at start and whenever a section turns out to have none (the
 * apps may be deployed after the API first started); a section that has versions is never touched.
 */
export async function seedFromRemotesJson(db: Database, appsDir: string): Promise<void> {
  let remotes: Record<string, unknown>;
  try {
    remotes = JSON.parse(readFileSync(path.join(appsDir, 'shell/dist/remotes.json'), 'utf8')) as Record<
      string,
      unknown
    >;
  } catch {
    return;
  }
  for (const section of REMOTE_SECTIONS) {
    const manifestUrl = remotes[section];
    if (typeof manifestUrl !== 'string') continue;
    await db.transaction(async (tx) => {
      await lockSection(tx, section);
      const [any] = await tx
        .select({ id: sectionVersions.id })
        .from(sectionVersions)
        .where(eq(sectionVersions.section, section))
        .limit(1);
      if (any) return;
      await tx
        .insert(sectionVersions)
        .values({ section, id: INITIAL_VERSION, manifestUrl, share: 100, registeredBy: 'remotes.json' });
      await bump(tx, section);
    });
  }
}
