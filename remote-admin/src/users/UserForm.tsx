import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { assignableRoles, mayAssignSection } from '@console/contract/userRules';
import { SECTIONS, type Role } from '@console/contract/permissions';
import { useAuth, type FormProblem, type User } from '@console/platform';
import { Button, CheckboxField, FormField, Input, Modal, Select, useShownProblems } from 'shared-kit/ui';
import { lastChangeOf } from 'shared-kit/audit';
import { ConflictChoices, useVersionConflict, versionOf, type ChangedBy } from 'shared-kit/conflict';
import { PermissionGroups } from './PermissionGroups';
import { USER_CONFLICT_FIELDS } from './userConflict';
import type { UserSaveResult } from './usersStore';
import {
  emptyForm,
  formFromUser,
  formProblems,
  toggled,
  visibleGroups,
  type FieldMessages,
  type UserFormField,
  type UserFormValues,
} from './userForm';

const Sections = styled.fieldset`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  legend {
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const NO_PROBLEMS: FieldMessages = {};

const INPUTS: readonly string[] = ['username', 'email', 'password', 'role'] satisfies UserFormField[];

interface Props {
  /** The user being edited; null for a new one. */
  editing: User | null;
  saving: boolean;
  /** Why the last save failed (the server's words, or the rules' refusal); beside its field when it names one. */
  problem: FormProblem | null;
  /** Saves based on `version`; the user as it is now when someone else saved it meanwhile. */
  onSubmit: (values: UserFormValues, version?: number) => Promise<UserSaveResult>;
  onClose: () => void;
}

/** The create/edit form (foundation §2, §5): Create User / Update User / Processing..., and Reset. */
export function UserForm({ editing, saving, problem, onSubmit, onClose }: Props) {
  const viewer = useAuth((state) => state.user)!;
  const initial = () => (editing ? formFromUser(editing) : emptyForm(viewer));
  const [opened] = useState<UserFormValues>(initial);
  const [values, setValues] = useState<UserFormValues>(opened);
  const versions = useVersionConflict(opened, versionOf(editing), USER_CONFLICT_FIELDS);
  const [changedBy, setChangedBy] = useState<ChangedBy | null>(null);
  const check = useShownProblems<FieldMessages>(formProblems(values, !editing), NO_PROBLEMS);
  // The server's refusal naming a field goes too once that field is changed.
  const [answered, setAnswered] = useState<FormProblem | null>(null);
  const [attempts, setAttempts] = useState(0);
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const roles = assignableRoles(viewer);
  const set = (change: Partial<UserFormValues>) => setValues((current) => ({ ...current, ...change }));
  const edit = (field: UserFormField, change: Partial<UserFormValues>) => {
    set(change);
    if (problem?.field === field) setAnswered(problem);
  };
  const errorOf = (field: UserFormField) =>
    check.shown[field] ?? (problem?.field === field && problem !== answered ? problem.message : null);
  const dialogError = problem && !(problem.field && INPUTS.includes(problem.field)) ? problem.message : null;

  // After a refused try, the keyboard goes to the first field to fix.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts, problem]);

  const reset = () => {
    setValues(initial());
    check.reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempts((count) => count + 1);
    if (!check.submit()) return;
    const result = await onSubmit(
      { ...values, username: values.username.trim(), email: values.email.trim() },
      versions.version,
    );
    if (typeof result !== 'object') return;
    // Saved meanwhile by someone else: the form stays, with the person's values and the other's change.
    setValues(versions.refused(values, formFromUser(result.current), versionOf(result.current)));
    setChangedBy(null);
    if (editing) setChangedBy(await lastChangeOf('user', editing._id, result.current));
  };

  return (
    <Modal
      title={editing ? 'Edit User' : 'Add User'}
      size="lg"
      onClose={onClose}
      error={dialogError}
      footer={
        <>
          <Button variant="secondary" onClick={reset}>
            Reset
          </Button>
          <Button type="submit" form={formId} busy={saving}>
            {saving ? 'Processing...' : editing ? 'Update User' : 'Create User'}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
        {versions.conflict && (
          <ConflictChoices
            fields={versions.conflict.fields}
            changedBy={changedBy}
            onChoose={(key, choice) => setValues(versions.choose(key, choice, values))}
          />
        )}
        <FormField label="Username" required error={errorOf('username')}>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              value={values.username}
              onChange={(e) => edit('username', { username: e.target.value })}
            />
          )}
        </FormField>
        <FormField label="Email" required error={errorOf('email')}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="off"
              value={values.email}
              onChange={(e) => edit('email', { email: e.target.value })}
            />
          )}
        </FormField>
        <FormField
          label="Password"
          required={!editing}
          hint={editing ? 'Leave blank to keep unchanged' : undefined}
          error={errorOf('password')}
        >
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              value={values.password}
              onChange={(e) => edit('password', { password: e.target.value })}
            />
          )}
        </FormField>
        <FormField label="Role" error={errorOf('role')}>
          {(control) => (
            <Select
              {...control}
              value={values.role}
              disabled={roles.length === 1}
              onChange={(e) => edit('role', { role: e.target.value as Role })}
            >
              {/* An edited admin or subadmin keeps their role on screen even if the viewer may not give it. */}
              {[...new Set([...roles, values.role])].map((role) => (
                <option key={role} value={role}>
                  {role}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <Sections>
          <legend>Section</legend>
          {SECTIONS.map((section) => (
            <CheckboxField
              key={section}
              label={section}
              checked={values.section.includes(section)}
              disabled={!mayAssignSection(viewer, section)}
              onChange={(e) => set({ section: toggled(values.section, section, e.target.checked) })}
            />
          ))}
        </Sections>
        <PermissionGroups
          groups={visibleGroups(viewer)}
          viewer={viewer}
          selected={values.permissions}
          onChange={(permissions) => set({ permissions })}
        />
      </form>
    </Modal>
  );
}
