import { Type, type Static } from 'typebox';

// The convention itself (header, tag, message) is plain TypeScript the apps import too.
export * from '../versions';

/** The 409 of a stale version: the record as it is now (absent when it has been deleted meanwhile). */
export const VersionConflictAnswer = Type.Object({
  message: Type.String(),
  field: Type.Optional(Type.String()),
  data: Type.Optional(Type.Unknown()),
});
export type VersionConflictAnswer = Static<typeof VersionConflictAnswer>;
