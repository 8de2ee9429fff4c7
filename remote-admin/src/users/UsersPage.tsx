import { errorMessage, type User } from '@console/platform';
import { Banner, Button, ConfirmDialog, PageHeader, Spinner } from 'shared-kit/ui';
import { ChangedFields } from 'shared-kit/conflict';
import { awaitingFirstAnswer } from '../serverState/awaitingFirstAnswer';
import { useReadFailure } from '../serverState/useReadFailure';
import { StaffOnly } from '../staff/StaffOnly';
import { useStaffList } from '../staff/useStaffList';
import { UserDetails } from './UserDetails';
import { UserForm } from './UserForm';
import { useDeleteUser, useSaveUser, useUserDetails } from './usersQueries';
import { useUsers } from './usersStore';
import { UsersTable } from './UsersTable';

const DELETE_QUESTION = 'Are you sure you want to delete this user?';

/** The User Details modal: the list's copy at once, then the server's fresher one; closed if refused. */
function UserPreview({ user }: { user: User }) {
  const { closePreview, fail } = useUsers();
  const details = useUserDetails(user._id);
  useReadFailure(details.error, (error) => {
    closePreview();
    fail(errorMessage(error, 'Failed to fetch user'));
  });
  return <UserDetails user={details.data ?? user} onClose={closePreview} />;
}

function UserManagement() {
  const state = useUsers();
  const users = useStaffList();
  const { save, saving } = useSaveUser();
  const { confirmDelete, removing } = useDeleteUser();
  useReadFailure(users.error, (error) => state.fail(errorMessage(error, 'Failed to fetch users')));

  return (
    <section>
      <PageHeader title="User Management">
        <Button onClick={state.openCreate}>Add User</Button>
      </PageHeader>
      <Banner notice={state.notice} onClear={state.clearNotice} />
      {awaitingFirstAnswer(users) ? (
        <Spinner />
      ) : (
        <UsersTable
          users={users.data ?? []}
          onEdit={state.openEdit}
          onDelete={state.askDelete}
          onPreview={state.openPreview}
        />
      )}
      {state.formOpen && (
        <UserForm
          key={state.editing?._id ?? 'new'}
          editing={state.editing}
          saving={saving}
          problem={state.formProblem}
          onSubmit={save}
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
          busy={removing}
          onConfirm={confirmDelete}
          onCancel={state.cancelDelete}
        >
          {state.deleteChanges && <ChangedFields fields={state.deleteChanges} />}
        </ConfirmDialog>
      )}
      {state.preview && <UserPreview user={state.preview} />}
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
