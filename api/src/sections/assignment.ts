import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { SectionAssignment } from '@console/contract/wire';
import { bucketOf, mainVersion, versionForBucket, type RemoteSection } from '@console/contract/sections';
import type { Database } from '../db';
import { sectionOverrides, sessions, type SectionVersionRow } from '../db/schema';
import { allVersions } from './versions';

/** A person's version of a section: their own choice (admins), else their bucket's range of the shares. */
export function versionOf(
  userId: string,
  section: RemoteSection,
  versions: readonly SectionVersionRow[],
  override: string | undefined,
): SectionVersionRow | undefined {
  const chosen = override && versions.find((version) => version.id === override);
  return chosen || versionForBucket(versions, bucketOf(userId, section)) || mainVersion(versions);
}

async function overridesOf(db: Database, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, string>();
  const rows = await db.select().from(sectionOverrides).where(inArray(sectionOverrides.userId, userIds));
  return new Map(rows.map((row) => [`${row.userId}:${row.section}`, row.versionId]));
}

/** Every section's version for one person, and the main version their shell loads if theirs fails. */
export async function assignmentOf(db: Database, userId: string): Promise<Record<string, SectionAssignment>> {
  const [bySection, overrides] = await Promise.all([allVersions(db), overridesOf(db, [userId])]);
  const assignment: Record<string, SectionAssignment> = {};
  for (const [section, versions] of bySection) {
    const override = overrides.get(`${userId}:${section}`);
    const version = versionOf(userId, section, versions, override);
    const main = mainVersion(versions);
    if (!version || !main) continue;
    assignment[section] = {
      id: version.id,
      manifestUrl: version.manifestUrl,
      main: { id: main.id, manifestUrl: main.manifestUrl },
      override: version.id === override,
    };
  }
  return assignment;
}

/** Every section's main version, as an assignment: what anybody not signed in is shown the pages of. */
export function mainVersions(bySection: Map<RemoteSection, SectionVersionRow[]>): Record<string, SectionAssignment> {
  const sections: Record<string, SectionAssignment> = {};
  for (const [section, versions] of bySection) {
    const main = mainVersion(versions);
    if (!main) continue;
    const ref = { id: main.id, manifestUrl: main.manifestUrl };
    sections[section] = { ...ref, main: ref, override: false };
  }
  return sections;
}

/** How many people signed in now run each version of the section. */
export async function peopleOn(
  db: Database,
  section: RemoteSection,
  versions: readonly SectionVersionRow[],
  now = new Date(),
): Promise<Map<string, number>> {
  const live = await db
    .selectDistinct({ userId: sessions.userId })
    .from(sessions)
    .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.absoluteExpiresAt, now)));
  const userIds = live.map((row) => row.userId);
  const overrides = await overridesOf(db, userIds);
  const people = new Map<string, number>();
  for (const userId of userIds) {
    const version = versionOf(userId, section, versions, overrides.get(`${userId}:${section}`));
    if (version) people.set(version.id, (people.get(version.id) ?? 0) + 1);
  }
  return people;
}

export async function setOverride(
  db: Database,
  userId: string,
  section: RemoteSection,
  versionId: string | null,
): Promise<void> {
  if (versionId === null) {
    await db
      .delete(sectionOverrides)
      .where(and(eq(sectionOverrides.userId, userId), eq(sectionOverrides.section, section)));
    return;
  }
  await db
    .insert(sectionOverrides)
    .values({ userId, section, versionId })
    .onConflictDoUpdate({ target: [sectionOverrides.userId, sectionOverrides.section], set: { versionId } });
}
