import { Fragment, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { PERMISSION_GROUPS, type Role } from '@console/contract/permissions';
import { Button } from 'shared-kit/ui';
import { rowsOf } from './userForm';

/** Up to two rows of four are shown as they are; more are summed up per group until asked for. */
const SHOWN_IN_FULL = 8;

const Rows = styled.div`
  display: grid;
  gap: 2px;
  font-size: 0.75rem;
`;

// Four equal columns that share the cell's width: long names wrap inside their chip rather than
// pushing the Actions column out of sight.
const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 4px;
  min-width: 24rem;
  /* In a phone's card (DataTable stackBelow) the cell is narrower: two chips a row, no minimum. */
  @container (max-width: 24rem) {
    min-width: 0;
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Chip = styled.span`
  padding: 1px 6px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Summary = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin: 0 0 ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;
  font-size: 0.75rem;
`;

/** A permission name that may wrap after its underscores (forex_whitelabel_<wbr>preview), never mid-word. */
function breakable(permission: string): ReactNode {
  return permission.split('_').map((part, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <>
          _<wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
}

/** How many of each group's permissions the user holds ('Forex Proof 6/6'), groups held at all only. */
function perGroup(permissions: readonly string[]): { name: string; held: number; of: number }[] {
  return PERMISSION_GROUPS.map((group) => ({
    name: `${group.section} ${group.label}`,
    held: group.permissions.filter((permission) => permissions.includes(permission)).length,
    of: group.permissions.length,
  })).filter((group) => group.held > 0);
}

function AllPermissions({ permissions, id }: { permissions: readonly string[]; id?: string }) {
  return (
    <Rows id={id}>
      {rowsOf(permissions).map((row) => (
        <Row key={row.join()}>
          {row.map((permission) => (
            <Chip key={permission}>{breakable(permission)}</Chip>
          ))}
        </Row>
      ))}
    </Rows>
  );
}

/**
 * A user's permissions, four to a row; an admin holds every permission whatever the list says. A long
 * list (65 permissions made a row 600 px tall) is summed up per group, with the full list on demand.
 */
export function PermissionList({ permissions, role }: { permissions: readonly string[]; role: Role }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (role === 'admin') return <span>All permissions (admin)</span>;
  if (permissions.length === 0) return <span>None</span>;
  if (permissions.length <= SHOWN_IN_FULL) return <AllPermissions permissions={permissions} />;
  return (
    <>
      <Summary aria-label="Permissions per group">
        {perGroup(permissions).map((group) => (
          <li key={group.name}>
            <Chip>
              {group.name} {group.held}/{group.of}
            </Chip>
          </li>
        ))}
      </Summary>
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? 'Hide permissions' : `Show all ${permissions.length} permissions`}
      </Button>
      {expanded && <AllPermissions permissions={permissions} id={listId} />}
    </>
  );
}
