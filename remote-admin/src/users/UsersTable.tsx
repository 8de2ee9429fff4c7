import styled from 'styled-components';
import type { User } from '@console/platform';
import { DataTable, DeleteIcon, EditIcon, IconButton, PreviewIcon, type Column } from 'shared-kit/ui';
import { PermissionList } from './PermissionList';

const Actions = styled.div`
  display: inline-flex;
  gap: 2px;
`;

interface Props {
  users: readonly User[];
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
  onPreview: (user: User) => void;
}

/** Username, Email, Role, Section, Permissions (rows of four) and the Edit, Delete, Preview actions. */
export function UsersTable({ users, onEdit, onDelete, onPreview }: Props) {
  const columns: Column<User>[] = [
    { key: 'username', header: 'Username' },
    { key: 'email', header: 'Email' },
    { key: 'role', header: 'Role' },
    { key: 'section', header: 'Section', render: (user) => user.section.join(', ') },
    {
      key: 'permissions',
      header: 'Permissions',
      render: (user) => <PermissionList permissions={user.permissions} role={user.role} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (user) => (
        <Actions>
          <IconButton label={`Edit ${user.username}`} icon={<EditIcon />} onClick={() => onEdit(user)} />
          <IconButton
            label={`Delete ${user.username}`}
            icon={<DeleteIcon />}
            tone="danger"
            onClick={() => onDelete(user)}
          />
          <IconButton
            label={`Preview ${user.username}`}
            icon={<PreviewIcon />}
            tone="primary"
            onClick={() => onPreview(user)}
          />
        </Actions>
      ),
    },
  ];
  return (
    <DataTable caption="Users" columns={columns} rows={users} rowKey={(user) => user._id} empty="No users found" />
  );
}
