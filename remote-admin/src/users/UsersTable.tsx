import styled from 'styled-components';
import { useAuth, type User } from '@console/platform';
import { DataTable, DeleteIcon, EditIcon, IconButton, PreviewIcon, type Column } from 'shared-kit/ui';
import { mayActOn } from '../staff/mayActOn';
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

/**
 * Username, Email, Role, Section, Permissions (rows of four) and the Edit, Delete, Preview actions, each
 * offered only where the server would allow it (a subadmin's limits; nobody deletes their own account).
 */
export function UsersTable({ users, onEdit, onDelete, onPreview }: Props) {
  const viewer = useAuth((state) => state.user)!;
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
      pin: 'end',
      render: (user) => (
        <Actions>
          {mayActOn(viewer, 'edit', user) && (
            <IconButton label={`Edit ${user.username}`} icon={<EditIcon />} onClick={() => onEdit(user)} />
          )}
          {user._id !== viewer._id && mayActOn(viewer, 'delete', user) && (
            <IconButton
              label={`Delete ${user.username}`}
              icon={<DeleteIcon />}
              tone="danger"
              onClick={() => onDelete(user)}
            />
          )}
          {mayActOn(viewer, 'preview', user) && (
            <IconButton
              label={`Preview ${user.username}`}
              icon={<PreviewIcon />}
              tone="primary"
              onClick={() => onPreview(user)}
            />
          )}
        </Actions>
      ),
    },
  ];
  return (
    <DataTable
      caption="Users"
      columns={columns}
      rows={users}
      rowKey={(user) => user._id}
      empty="No users found"
      stackBelow="36rem"
    />
  );
}
