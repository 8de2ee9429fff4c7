import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Role } from '@console/contract/permissions';
import { rowsOf } from './userForm';

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
`;

const Chip = styled.span`
  padding: 1px 6px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
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

/** A user's permissions, four to a row; an admin holds every permission whatever the list says. */
export function PermissionList({ permissions, role }: { permissions: readonly string[]; role: Role }) {
  if (role === 'admin') return <span>All permissions (admin)</span>;
  if (permissions.length === 0) return <span>None</span>;
  return (
    <Rows>
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
