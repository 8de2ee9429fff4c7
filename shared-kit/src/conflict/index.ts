/**
 * No lost update on the client (README "No lost update"): the If-Match of a write, the refusal of a
 * stale version as an error, and the view where the person keeps their value or takes the other's.
 */
export { ifMatch, versionOf, versioned, asVersionConflict, VersionConflictError } from './versionConflict';
export { conflictFields, withChoices, type Choice, type ConflictField, type FieldSpec } from './conflictFields';
export { useVersionConflict, type Conflict } from './useVersionConflict';
export { ChangedFields } from './ChangedFields';
export { ConflictChoices, lastSaved, type ChangedBy, type ConflictChoicesProps } from './ConflictChoices';
