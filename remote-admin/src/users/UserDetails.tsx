import styled from 'styled-components';
import type { User } from '@console/platform';
import { Button, Modal } from 'shared-kit/ui';
import { PermissionList } from './PermissionList';

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/** The User Details modal. */
export function UserDetails({ user, onClose }: { user: User; onClose: () => void }) {
  return (
    <Modal title="User Details" onClose={onClose} footer={<Button onClick={onClose}>Close</Button>}>
      <Details>
        <dt>Username</dt>
        <dd>{user.username}</dd>
        <dt>Email</dt>
        <dd>{user.email}</dd>
        <dt>Role</dt>
        <dd>{user.role}</dd>
        <dt>Section</dt>
        <dd>{user.section.join(', ') || 'None'}</dd>
        <dt>Permissions</dt>
        <dd>
          <PermissionList permissions={user.permissions} role={user.role} />
        </dd>
      </Details>
    </Modal>
  );
}
