import { useEffect, useId, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, FormError, SelectField, TextField, useShownProblems } from 'shared-kit/ui';
import type { Area } from '../descriptor';
import {
  issueMessages,
  PROOF_STATUSES,
  PROOF_TYPES,
  validateReport,
  VOID_STATUSES,
  type ReportInput,
  type ReportIssue,
} from '@console/contract/reports';
import { ConflictChoices, useVersionConflict, VersionConflictError, type ChangedBy } from 'shared-kit/conflict';
import { lastChangeOf } from 'shared-kit/audit';
import { changeThenFocus } from './changeThenFocus';
import { OriginalFields } from './OriginalFields';
import { reportFormReducer, reportFormValues, reportInputOf, type TopField } from './reportForm';
import { asFormInput, REPORT_CONFLICT_FIELDS, reportNow } from './reportConflict';
import { reportStore } from './reportStore';
import type { ReportSuggestions } from './suggestions';

export interface ReportFormProps {
  area: Area;
  /** 'Create Forex Report', 'Update Report'... */
  title: string;
  /** A report to edit, or what is known of a new one (a proof's Add to Report); defaults fill the rest. */
  initial?: Partial<ReportInput>;
  /** The stored report being edited: its id and the version the form is based on (sent in If-Match). */
  editing?: { id: string; version?: number };
  submitLabel?: string;
  /** False where a dialog already shows the title. */
  showTitle?: boolean;
  /**
   * Saves based on `version`; a rejection's message is shown in the form ('Failed to create report:
   * ...'). A VersionConflictError keeps the form open with what the other person changed, per field.
   */
  onSubmit: (input: ReportInput, version?: number) => Promise<unknown>;
  onCancel: () => void;
}

const Form = styled.form`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 0 ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const AddOriginal = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** Before the options arrive: one empty list, the same on every render (the validation is memoised on it). */
const NO_NAMES: string[] = [];

const NO_ISSUES: ReportIssue[] = [];

const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The first message per field path ('userName', 'originals.0.pl', 'originals.1.betDetails.0'...). */
function errorsByPath(issues: readonly ReportIssue[]): Map<string, string> {
  const errors = new Map<string, string>();
  for (const issue of issues) if (!errors.has(issue.path)) errors.set(issue.path, issue.message);
  return errors;
}

function originalErrors(errors: ReadonlyMap<string, string>, index: number): Map<string, string> {
  const prefix = `originals.${index}.`;
  return new Map(
    [...errors]
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, message]) => [path.slice(prefix.length), message]),
  );
}

/**
 * The report form (Create/Update Report, Create/Update Forex Report): date, user, agent, origin, the
 * originals with their bet details, balances, Catch By, proof type and statuses, remark. Checked with
 * the same rules as the server before it is sent. Used on the report page, in a modal, and embedded
 * in a proof's preview (Add to Report) with initial data.
 */
export function ReportForm({
  area,
  title,
  initial,
  editing,
  submitLabel = 'Submit',
  showTitle = true,
  onSubmit,
  onCancel,
}: ReportFormProps) {
  const useStore = reportStore(area.report);
  const options = useStore((state) => state.options);
  const optionsError = useStore((state) => state.optionsError);
  const loadOptions = useStore((state) => state.loadOptions);
  const suggestions = useStore((state) => state.suggestions);
  const loadSuggestions = useStore((state) => state.loadSuggestions);
  const [values, dispatch] = useReducer(reportFormReducer, initial, (start) => reportFormValues(start));
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [opened] = useState(() => asFormInput(initial));
  const versions = useVersionConflict(opened, editing?.version, REPORT_CONFLICT_FIELDS);
  const [changedBy, setChangedBy] = useState<ChangedBy | null>(null);
  const id = useId();

  const refused = (conflict: VersionConflictError) => {
    if (!conflict.current) return setFailure(conflict.message);
    const now = reportNow(conflict.current);
    dispatch({
      type: 'all',
      values: reportFormValues(versions.refused(reportInputOf(values), now.input, now.version)),
    });
    setChangedBy(null);
    if (editing) void lastChangeOf('report', editing.id, conflict.current).then(setChangedBy);
  };

  useEffect(() => {
    if (!options) void loadOptions();
  }, [options, loadOptions]);

  useEffect(() => {
    void loadSuggestions();
  }, [loadSuggestions]);
  const catchBy = options?.catchBy ?? NO_NAMES;
  const issues = useMemo(() => validateReport(reportInputOf(values), { catchBy }), [values, catchBy]);
  const check = useShownProblems(issues, NO_ISSUES);
  const errors = errorsByPath(check.shown);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!check.submit()) return;
    setSaving(true);
    try {
      await onSubmit(reportInputOf(values), versions.version);
    } catch (error) {
      if (error instanceof VersionConflictError) return refused(error);
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  const text = (field: TopField, label: string, extra: { list?: keyof ReportSuggestions; required?: boolean } = {}) => (
    <TextField
      label={label}
      required={extra.required}
      value={values[field]}
      list={extra.list ? `${id}-${extra.list}` : undefined}
      autoComplete="off"
      error={errors.get(field)}
      onChange={(event) => dispatch({ type: 'field', field, value: event.target.value })}
    />
  );
  const amount = (field: TopField, label: string) => (
    <TextField
      label={label}
      type="number"
      step="0.01"
      placeholder="0"
      required
      value={values[field]}
      error={errors.get(field)}
      onChange={(event) => dispatch({ type: 'field', field, value: event.target.value })}
    />
  );
  const choice = (field: TopField, label: string, choices: readonly string[], placeholder?: string) => (
    <SelectField
      label={label}
      required
      options={toOptions(choices)}
      placeholder={placeholder}
      value={values[field]}
      error={errors.get(field)}
      onChange={(event) => dispatch({ type: 'field', field, value: event.target.value })}
    />
  );

  const form = useRef<HTMLFormElement>(null);
  const addOriginalButton = useRef<HTMLButtonElement>(null);
  const addOriginal = () =>
    changeThenFocus(
      () => dispatch({ type: 'addOriginal' }),
      () =>
        form.current?.querySelector<HTMLElement>(
          `[data-original="${values.originals.length + 1}"] [aria-label="Sport Name 1 of original ${values.originals.length + 1}"]`,
        ),
    );
  const removeOriginal = (original: number) =>
    changeThenFocus(
      () => dispatch({ type: 'removeOriginal', original }),
      () => addOriginalButton.current,
    );

  const shownProblems = issueMessages(check.shown);
  return (
    <Form ref={form} onSubmit={submit} noValidate aria-label={title}>
      {showTitle && <h2 data-view-title>{title}</h2>}
      {(Object.keys(suggestions) as Array<keyof ReportSuggestions>).map((list) => (
        <datalist key={list} id={`${id}-${list}`}>
          {suggestions[list].map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      ))}
      <Row>
        <TextField
          label="Date"
          type="date"
          required
          value={values.date}
          error={errors.get('date')}
          onChange={(event) => dispatch({ type: 'field', field: 'date', value: event.target.value })}
        />
        {text('userName', 'User Name', { list: 'userName', required: true })}
        {text('agent', 'Agent', { list: 'agent', required: true })}
        {text('origin', 'Origin', { list: 'origin' })}
      </Row>
      {values.originals.map((original, index) => (
        <OriginalFields
          key={index}
          index={index}
          original={original}
          canRemove={values.originals.length > 1}
          errors={originalErrors(errors, index)}
          suggestions={{ eventName: `${id}-eventName`, marketName: `${id}-marketName` }}
          dispatch={dispatch}
          onRemove={() => removeOriginal(index)}
        />
      ))}
      <AddOriginal>
        <Button ref={addOriginalButton} variant="secondary" onClick={addOriginal}>
          + Add Original
        </Button>
      </AddOriginal>
      <Row>
        {amount('acBalance', 'Before Void Balance')}
        {amount('afterVoidBalance', 'After Void Balance')}
        {choice('catchBy', 'Catch By', catchBy, options ? 'Select Catch By' : 'Loading...')}
      </Row>
      <Row>
        {choice('proofType', 'Proof Type', PROOF_TYPES)}
        {choice('proofStatus', 'Proof Status', PROOF_STATUSES)}
        {choice('voidStatus', 'Void Status', VOID_STATUSES)}
      </Row>
      {text('remark', 'Remark', { list: 'remark' })}
      {versions.conflict && (
        <ConflictChoices
          fields={versions.conflict.fields}
          changedBy={changedBy}
          onChoose={(field, choice) =>
            dispatch({
              type: 'all',
              values: reportFormValues(versions.choose(field, choice, reportInputOf(values))),
            })
          }
        />
      )}
      {(shownProblems.length > 0 || failure || optionsError) && (
        <FormError>
          {failure && <p>{failure}</p>}
          {optionsError && <p>Error: {optionsError}</p>}
          {shownProblems.length > 0 && (
            <ul>
              {shownProblems.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </FormError>
      )}
      <Actions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={saving}>
          {submitLabel}
        </Button>
      </Actions>
    </Form>
  );
}
