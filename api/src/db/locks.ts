/**
 * Every PostgreSQL advisory lock the API takes, in one place so that no two share a key by accident
 * (they are one number space across every instance on the database). Single-key locks
 * (`pg_advisory_lock(key)`); `listSnapshotBuild` is the first half of a two-key lock, a space of its own.
 */
export const ADVISORY_LOCK = {
  /** Instances starting together take turns to migrate (db/index.ts). */
  migration: 727_001,
  /** The first admin is created once (admin/bootstrapAdmin.ts). */
  bootstrapAdmin: 727_002,
  /** Usernames' look-alike keys are assigned once (users/usernames.ts). */
  usernameKeys: 727_003,
  /** One demo seed at a time (seed/seedDemo.ts). */
  seedDemo: 727_004,
  /**
   * A restore holds it exclusively for its transaction; every audited write takes it shared in its own,
   * and writes are refused with a message while it is held (backup/restoreGuard.ts).
   */
  restore: 727_005,
  /** With the list's name: one instance builds a list's snapshot at a time (revisions/listSnapshots.ts). */
  listSnapshotBuild: 727_002,
} as const;
