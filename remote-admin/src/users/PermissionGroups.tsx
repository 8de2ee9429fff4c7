import { useId, useState } from 'react';
import styled from 'styled-components';
import type { PermissionGroup, Principal } from '@console/contract/permissions';
import { CheckboxField } from 'shared-kit/ui';
import { mayGrant } from '@console/contract/userRules';
import { toggled } from './userForm';

const Group = styled.div`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Toggle = styled.button`
  display: flex;
  justify-content: space-between;
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 0;
  background: ${({ theme }) => theme.colors.background};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

/** Four permissions to a row, as the spec shows them. */
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

interface Props {
  groups: readonly PermissionGroup[];
  viewer: Principal;
  selected: readonly string[];
  onChange: (permissions: string[]) => void;
}

function GroupBox({ group, viewer, selected, onChange }: Omit<Props, 'groups'> & { group: PermissionGroup }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const ticked = group.permissions.filter((p) => selected.includes(p)).length;
  return (
    <Group role="group" aria-label={group.label}>
      <Toggle type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <span>{group.label}</span>
        <span>
          {ticked}/{group.permissions.length} {open ? '▾' : '▸'}
        </span>
      </Toggle>
      {open && (
        <Grid id={panelId}>
          {group.permissions.map((permission) => (
            <CheckboxField
              key={permission}
              label={permission}
              checked={selected.includes(permission)}
              disabled={!mayGrant(viewer, permission)}
              onChange={(event) => onChange(toggled(selected, permission, event.target.checked))}
            />
          ))}
        </Grid>
      )}
    </Group>
  );
}

/** The permission groups of the catalogue, each collapsible; a subadmin's unheld permissions are disabled. */
export function PermissionGroups({ groups, ...rest }: Props) {
  return (
    <div role="group" aria-label="Permissions">
      {groups.map((group) => (
        <GroupBox key={`${group.section}-${group.resource}`} group={group} {...rest} />
      ))}
    </div>
  );
}
