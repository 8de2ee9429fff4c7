/**
 * Section rollout (issue 22), the rules both ends read: which sections there are, how a person is
 * assigned a version, and what a valid set of shares is.
 */

/** The sections a team deploys on its own: the keys of remotes.json, the federation names of the remotes. */
export const REMOTE_SECTIONS = ['turbo', 'forex', 'admin'] as const;
export type RemoteSection = (typeof REMOTE_SECTIONS)[number];

export const isRemoteSection = (value: string): value is RemoteSection =>
  (REMOTE_SECTIONS as readonly string[]).includes(value);

/** What the shells report: a version loaded, it failed to load, the main version was loaded instead, its code threw. */
export const SECTION_REPORT_KINDS = ['load', 'failure', 'fallback', 'crash'] as const;
export type SectionReportKind = (typeof SECTION_REPORT_KINDS)[number];

/** A version id: what a team names a build by (a date, a commit, a tag), safe in a URL and a header. */
export const VERSION_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/**
 * A person's bucket, 0-99, for one section: FNV-1a (32 bit) of `userId:section`. Stable across reloads,
 * tabs, devices and API instances; the section is part of the key so a person early in one section's
 * rollout is not early in every section's.
 */
export function bucketOf(userId: string, section: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${userId}:${section}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

export interface ShareOf {
  id: string;
  share: number;
}

/**
 * The version whose range of buckets holds `bucket`. Ranges are cumulative in registration order (the
 * caller passes the versions in that order), so moving 10 points from the old version to the newest
 * moves exactly the 10 % of people at the border, and a rollback moves only the people on the new one.
 */
export function versionForBucket<V extends ShareOf>(versions: readonly V[], bucket: number): V | undefined {
  let upTo = 0;
  for (const version of versions) {
    upTo += version.share;
    if (bucket < upTo) return version;
  }
  return undefined;
}

/** The section's main version: the largest share, the earliest registered on a tie. */
export function mainVersion<V extends ShareOf>(versions: readonly V[]): V | undefined {
  return versions.reduce<V | undefined>(
    (best, version) => (!best || version.share > best.share ? version : best),
    undefined,
  );
}

/** Why a rollout's shares are refused, or null: whole percents from 0 to 100 of known versions, summing to 100. */
export function refusalOfShares(shares: Readonly<Record<string, number>>, known: readonly string[]): string | null {
  const entries = Object.entries(shares);
  if (entries.length === 0) return 'shares must name at least one version';
  for (const [id, share] of entries) {
    if (!known.includes(id)) return `no version "${id}" is registered for this section`;
    if (!Number.isInteger(share) || share < 0 || share > 100)
      return `the share of "${id}" must be a whole percent from 0 to 100`;
  }
  const total = entries.reduce((sum, [, share]) => sum + share, 0);
  return total === 100 ? null : `shares must sum to 100, not ${total}`;
}
