import styled from 'styled-components';
import { rowsOf } from './userForm';

const Rows = styled.div`
  display: grid;
  gap: 2px;
  font-size: 0.75rem;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(4, max-content);
  gap: 4px;
`;

const Chip = styled.span`
  padding: 1px 6px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

/** A user's permissions, four to a row. */
export function PermissionList({ permissions }: { permissions: readonly string[] }) {
  if (permissions.length === 0) return <span>None</span>;
  return (
    <Rows>
      {rowsOf(permissions).map((row) => (
        <Row key={row.join()}>
          {row.map((permission) => (
            <Chip key={permission}>{permission}</Chip>
          ))}
        </Row>
      ))}
    </Rows>
  );
}
