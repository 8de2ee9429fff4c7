import { Type, type Static } from 'typebox';

/** `/api/sections/{section}`: `turbo`, `forex` or `admin`. */
export const SectionParams = Type.Object({ section: Type.String() });
export type SectionParams = Static<typeof SectionParams>;

export const SectionKeyParams = Type.Object({ section: Type.String(), id: Type.String() });
export type SectionKeyParams = Static<typeof SectionKeyParams>;

/** POST /api/sections/{section}/versions: the team's id for the build and its mf-manifest.json. */
export const RegisterVersionBody = Type.Object({
  id: Type.String({ maxLength: 64 }),
  manifestUrl: Type.String({ maxLength: 2000 }),
});
export type RegisterVersionBody = Static<typeof RegisterVersionBody>;

/** PUT /api/sections/{section}/rollout: whole percents per version id, summing to 100; versions left out get 0. */
export const RolloutBody = Type.Object({ shares: Type.Record(Type.String({ maxLength: 64 }), Type.Number()) });
export type RolloutBody = Static<typeof RolloutBody>;

/** PUT /api/sections/{section}/override: an admin's own version of the section; null to follow the shares again. */
export const OverrideBody = Type.Object({ versionId: Type.Union([Type.String({ maxLength: 64 }), Type.Null()]) });
export type OverrideBody = Static<typeof OverrideBody>;

/** PUT /api/sections/{section}/origins: where its manifests may come from (origins like `https://cdn.example.com`); empty: anywhere. */
export const OriginsBody = Type.Object({ origins: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 20 }) });
export type OriginsBody = Static<typeof OriginsBody>;

const VersionRef = Type.Object({ id: Type.String(), manifestUrl: Type.String() });
export type VersionRef = Static<typeof VersionRef>;

/** A person's version of one section, and the main version to load instead if theirs cannot be loaded. */
export const SectionAssignment = Type.Object({
  id: Type.String(),
  manifestUrl: Type.String(),
  main: VersionRef,
  /** An admin's "use this version for me" is in force. */
  override: Type.Boolean(),
});
export type SectionAssignment = Static<typeof SectionAssignment>;

/** GET /api/sections/assignment: the signed-in person's version of each section that has one. */
export const AssignmentAnswer = Type.Object({ sections: Type.Record(Type.String(), SectionAssignment) });
export type AssignmentAnswer = Static<typeof AssignmentAnswer>;

export const SectionFigures = Type.Object({
  load: Type.Number(),
  failure: Type.Number(),
  fallback: Type.Number(),
  crash: Type.Number(),
});
export type SectionFigures = Static<typeof SectionFigures>;

export const SectionVersionInfo = Type.Object({
  id: Type.String(),
  manifestUrl: Type.String(),
  share: Type.Number(),
  registeredBy: Type.String(),
  registeredAt: Type.String(),
  /** People signed in now who run this version (their assignment, or an admin's own choice). */
  people: Type.Number(),
  lastHour: SectionFigures,
  lastDay: SectionFigures,
});
export type SectionVersionInfo = Static<typeof SectionVersionInfo>;

export const SectionError = Type.Object({
  version: Type.String(),
  kind: Type.String(),
  name: Type.String(),
  message: Type.String(),
  at: Type.String(),
});
export type SectionError = Static<typeof SectionError>;

/** GET /api/sections/{section}: its versions in registration order with shares and figures, and its latest errors. */
export const SectionAnswer = Type.Object({
  section: Type.String(),
  versions: Type.Array(SectionVersionInfo),
  shares: Type.Record(Type.String(), Type.Number()),
  allowedOrigins: Type.Array(Type.String()),
  errors: Type.Array(SectionError),
});
export type SectionAnswer = Static<typeof SectionAnswer>;

/** POST /api/sections/{section}/keys: the key itself, this once. */
export const DeployKeyCreated = Type.Object({ id: Type.String(), key: Type.String() });
export type DeployKeyCreated = Static<typeof DeployKeyCreated>;

export const DeployKeyInfo = Type.Object({
  id: Type.String(),
  createdBy: Type.String(),
  createdAt: Type.String(),
  lastUsedAt: Type.Union([Type.String(), Type.Null()]),
});
export type DeployKeyInfo = Static<typeof DeployKeyInfo>;

/** GET /api/sections/{section}/keys: the live keys (revoked ones are gone), never the keys themselves. */
export const DeployKeysAnswer = Type.Object({ keys: Type.Array(DeployKeyInfo) });
export type DeployKeysAnswer = Static<typeof DeployKeysAnswer>;

/** One thing a shell saw; `error` only for failures, fallbacks and crashes: its name and first line. */
export const SectionReport = Type.Object({
  section: Type.String({ maxLength: 16 }),
  version: Type.String({ maxLength: 64 }),
  kind: Type.Enum(['load', 'failure', 'fallback', 'crash'], { type: 'string' }),
  error: Type.Optional(
    Type.Object({ name: Type.String({ maxLength: 100 }), message: Type.String({ maxLength: 300 }) }),
  ),
});
export type SectionReport = Static<typeof SectionReport>;

/** POST /api/sections/reports: a batch of what a shell saw. */
export const SectionReportsBody = Type.Object({ reports: Type.Array(SectionReport, { maxItems: 20 }) });
export type SectionReportsBody = Static<typeof SectionReportsBody>;
