import { useState } from 'react';
import { conflictFields, withChoices, type Choice, type ConflictField, type FieldSpec } from './conflictFields';

/** A save refused for a stale version: the person's values, the record as saved meanwhile, the fields. */
export interface Conflict<T> {
  mine: T;
  theirs: T;
  fields: ConflictField[];
}

interface State<T> {
  /** What the next save is based on: the values and version first opened, then the ones saved meanwhile. */
  base: T;
  version: number | undefined;
  conflict: Conflict<T> | null;
}

/**
 * The version an edit form is based on, and the conflict after a save was refused for it. Each call
 * returns the values the form should hold next, so the form keeps its own state and the person's input.
 */
export function useVersionConflict<T extends object>(
  opened: T,
  openedVersion: number | undefined,
  specs: readonly FieldSpec<T>[],
) {
  const [state, setState] = useState<State<T>>({ base: opened, version: openedVersion, conflict: null });
  return {
    /** The version to send in If-Match. */
    version: state.version,
    conflict: state.conflict,
    /**
     * A save was refused: the record is now `theirs` at `theirsVersion`. The form keeps the person's
     * values and takes the other's where the person had left the field as it was.
     */
    refused(mine: T, theirs: T, theirsVersion: number | undefined): T {
      const fields = conflictFields(state.base, mine, theirs, specs);
      setState({ base: theirs, version: theirsVersion, conflict: { mine, theirs, fields } });
      return withChoices(mine, mine, theirs, fields);
    },
    /** Keep the person's value of one field, or take the other's; `now` is what the form holds. */
    choose(key: string, choice: Choice, now: T): T {
      const conflict = state.conflict;
      if (!conflict) return now;
      const fields = conflict.fields.map((field) => (field.key === key ? { ...field, choice } : field));
      setState({ ...state, conflict: { ...conflict, fields } });
      return withChoices(now, conflict.mine, conflict.theirs, [{ key, choice }]);
    },
  };
}
