import type { User } from '@console/platform';
import { Button, FactList, Modal } from 'shared-kit/ui';
import { RecordHistory } from 'shared-kit/audit';
import { PermissionList } from './PermissionList';

/** The User Details modal. */
export function UserDetails({ user, onClose }: { user: User; onClose: () => void }) {
  return (
    <Modal title="User Details" onClose={onClose} footer={<Button onClick={onClose}>Close</Button>}>
      <FactList>
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
      </FactList>
      <RecordHistory resource="user" recordId={user._id} />
    </Modal>
  );
}
