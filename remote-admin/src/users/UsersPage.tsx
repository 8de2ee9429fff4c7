import { useEffect } from 'react';
import { Banner, Button, ConfirmDialog, PageHeader, Spinner } from 'shared-kit/ui';
import { ChangedFields } from 'shared-kit/conflict';
import { StaffOnly } from '../staff/StaffOnly';
import { UserDetails } from './UserDetails';
import { UserForm } from './UserForm';
import { useUsers } from './usersStore';
import { UsersTable } from './UsersTable';

const DELETE_QUESTION = 'Are you sure you want to delete this user?';

function UserManagement() {
  const state = useUsers();
  const { load } = state;
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section>
      <PageHeader title="User Management">
        <Button onClick={state.openCreate}>Add User</Button>
      </PageHeader>
      <Banner notice={state.notice} onClear={state.clearNotice} />
      {state.status === 'loading' || state.status === 'idle' ? (
        <Spinner />
      ) : (
        <UsersTable
          users={state.users}
          onEdit={state.openEdit}
          onDelete={state.askDelete}
          onPreview={state.openPreview}
        />
      )}
      {state.formOpen && (
        <UserForm
          key={state.editing?._id ?? 'new'}
          editing={state.editing}
          saving={state.saving}
          problem={state.formProblem}
          onSubmit={state.save}
          onClose={state.closeForm}
        />
      )}
      {state.deleting && (
        <ConfirmDialog
          title={state.deleteChanges ? 'Changed meanwhile' : undefined}
          message={
            state.deleteChanges
              ? `Someone else changed this user since you opened it. ${DELETE_QUESTION}`
              : DELETE_QUESTION
          }
          busy={state.saving}
          onConfirm={state.confirmDelete}
          onCancel={state.cancelDelete}
        >
          {state.deleteChanges && <ChangedFields fields={state.deleteChanges} />}
        </ConfirmDialog>
      )}
      {state.preview && <UserDetails user={state.preview} onClose={state.closePreview} />}
    </section>
  );
}

/** /userManagement: admins and subadmins (others see Access denied...). */
export default function UsersPage() {
  return (
    <StaffOnly title="User Management">
      <UserManagement />
    </StaffOnly>
  );
}
