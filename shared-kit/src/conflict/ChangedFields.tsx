import { FieldDiff } from '../ui/AuditHistory';
import type { ConflictField } from './conflictFields';

/** What changed in a record since the person saw it, field by field: as seen → as it is now. */
export function ChangedFields({ fields }: { fields: readonly ConflictField[] }) {
  return (
    <FieldDiff
      changes={Object.fromEntries(fields.map((field) => [field.label, { before: field.mine, after: field.theirs }]))}
    />
  );
}
