import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { assignableRoles } from '@console/contract/userRules';
import { SECTIONS, type Role } from '@console/contract/permissions';
import { useAuth, type User } from '@console/platform';
import { Button, CheckboxField, FormField, Input, Modal, Select } from 'shared-kit/ui';
import { PermissionGroups } from './PermissionGroups';
import { emptyForm, formFromUser, formProblem, toggled, visibleGroups, type UserFormValues } from './userForm';

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

const Problem = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

interface Props {
  /** The user being edited; null for a new one. */
  editing: User | null;
  saving: boolean;
  onSubmit: (values: UserFormValues) => void;
  onClose: () => void;
}

/** The create/edit form (foundation §2, §5): Create User / Update User / Processing..., and Reset. */
export function UserForm({ editing, saving, onSubmit, onClose }: Props) {
  const viewer = useAuth((state) => state.user)!;
  const initial = () => (editing ? formFromUser(editing) : emptyForm(viewer));
  const [values, setValues] = useState<UserFormValues>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const formId = useId();
  const roles = assignableRoles(viewer);
  const set = (change: Partial<UserFormValues>) => setValues((current) => ({ ...current, ...change }));

  const reset = () => {
    setValues(initial());
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = formProblem(values, !editing);
    setProblem(found);
    if (!found) onSubmit({ ...values, username: values.username.trim(), email: values.email.trim() });
  };

  return (
    <Modal
      title={editing ? 'Edit User' : 'Add User'}
      size="lg"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={reset}>
            Reset
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? 'Processing...' : editing ? 'Update User' : 'Create User'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        {problem && <Problem role="alert">{problem}</Problem>}
        <FormField label="Username" required>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              value={values.username}
              onChange={(e) => set({ username: e.target.value })}
            />
          )}
        </FormField>
        <FormField label="Email" required>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="off"
              value={values.email}
              onChange={(e) => set({ email: e.target.value })}
            />
          )}
        </FormField>
        <FormField label="Password" required={!editing} hint={editing ? 'Leave blank to keep unchanged' : undefined}>
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              value={values.password}
              onChange={(e) => set({ password: e.target.value })}
            />
          )}
        </FormField>
        <FormField label="Role">
          {(control) => (
            <Select
              {...control}
              value={values.role}
              disabled={roles.length === 1}
              onChange={(e) => set({ role: e.target.value as Role })}
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
