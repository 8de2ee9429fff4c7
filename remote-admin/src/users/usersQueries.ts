import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, problemOf, useAuth, type User } from '@console/platform';
import { refusalToAssign } from '@console/contract/userRules';
import { conflictFields, versionOf, VersionConflictError } from 'shared-kit/conflict';
import { staffKeys } from '../staff/staffKeys';
import { USER_CONFLICT_FIELDS } from './userConflict';
import { formFromUser } from './userForm';
import { usersApi, type UserInput } from './usersApi';
import { useUsers, type UserSaveResult } from './usersStore';

/** The user as someone else saved them meanwhile, when a write was refused for that. */
const changedMeanwhile = (error: unknown): User | undefined =>
  error instanceof VersionConflictError && error.current ? (error.current as User) : undefined;

/** After a write that changed the list, or was refused because someone else had: the list is read again. */
function useRefreshAfterWrite() {
  const client = useQueryClient();
  return (_answer: unknown, error: unknown) => {
    if (!error || changedMeanwhile(error)) void client.invalidateQueries({ queryKey: staffKeys.all });
  };
}

/** One user as the server has them now: it has the last word on what may be previewed. */
export const useUserDetails = (id: string) =>
  useQuery({ queryKey: staffKeys.person(id), queryFn: () => usersApi.get(id) });

/**
 * The form's save: creates or updates based on `version`; true when it worked (the form closes), the
 * user as it is now when someone else saved it meanwhile (nothing written; the form shows the change).
 */
export function useSaveUser() {
  const { editing, showFormProblem, saved } = useUsers();
  const refresh = useRefreshAfterWrite();
  const mutation = useMutation({
    mutationFn: ({ input, version }: { input: UserInput; version?: number }) =>
      editing ? usersApi.update(editing._id, input, version) : usersApi.create(input),
    onSettled: refresh,
  });

  async function save(input: UserInput, version?: number): Promise<UserSaveResult> {
    const refusal = refusalToAssign(useAuth.getState().user!, input, editing ?? undefined);
    if (refusal) {
      showFormProblem({ message: refusal });
      return false;
    }
    showFormProblem(null);
    try {
      saved((await mutation.mutateAsync({ input, version })).message);
      return true;
    } catch (error) {
      const current = changedMeanwhile(error);
      if (current) return { current };
      showFormProblem(problemOf(error, editing ? 'Failed to update user' : 'Failed to create user'));
      return false;
    }
  }
  return { save, saving: mutation.isPending };
}

/** The confirmed delete of the user in question, based on the version the list showed. */
export function useDeleteUser() {
  const { deleting, askDeleteAgain, deleted } = useUsers();
  const client = useQueryClient();
  const refresh = useRefreshAfterWrite();
  const mutation = useMutation({
    mutationFn: (user: User) => usersApi.remove(user._id, versionOf(user)),
    onSuccess: (_answer, user) =>
      client.setQueryData<User[]>(staffKeys.list(), (users) => users?.filter((u) => u._id !== user._id)),
    onSettled: refresh,
  });

  async function confirmDelete() {
    if (!deleting) return;
    try {
      const answer = await mutation.mutateAsync(deleting);
      deleted({ kind: 'success', text: answer.message });
    } catch (error) {
      const current = changedMeanwhile(error);
      if (!current) return deleted({ kind: 'error', text: errorMessage(error, 'Failed to delete user') });
      // Changed meanwhile: ask again, showing what changed, against the user as it is now.
      const seen = formFromUser(deleting);
      askDeleteAgain(current, conflictFields(seen, seen, formFromUser(current), USER_CONFLICT_FIELDS));
    }
  }
  return { confirmDelete, removing: mutation.isPending };
}
