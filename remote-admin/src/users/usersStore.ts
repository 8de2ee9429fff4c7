import { create, type StateCreator } from 'zustand';
import { forgetful } from 'shared-kit/session';
import { errorMessage, problemOf, useAuth, type FormProblem, type User } from '@console/platform';
import { refusalToAct, refusalToAssign, type UserAction } from '@console/contract/userRules';
import type { Notice } from 'shared-kit/ui';
import { conflictFields, versionOf, VersionConflictError, type ConflictField } from 'shared-kit/conflict';
import { USER_CONFLICT_FIELDS } from './userConflict';
import { formFromUser } from './userForm';
import { usersApi, type UserInput } from './usersApi';

/** A save's outcome: saved, refused (formProblem says why), or the user as saved meanwhile by someone else. */
export type UserSaveResult = boolean | { current: User };

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface UsersState {
  users: User[];
  status: LoadStatus;
  /** The banner: the last action's outcome (cleared after 3 s by the Banner). */
  notice: Notice | null;
  /** The form is open: for a new user (`editing` null) or to edit `editing`. */
  formOpen: boolean;
  editing: User | null;
  /** Why the last save of the open form failed: shown inside the form (beside the field it names) until the next try. */
  formProblem: FormProblem | null;
  saving: boolean;
  /** The user whose deletion awaits confirmation. */
  deleting: User | null;
  /** What changed in that user since the list showed it, when a delete was refused for it (asked again). */
  deleteChanges: ConflictField[] | null;
  /** The User Details modal. */
  preview: User | null;

  load: () => Promise<void>;
  openCreate: () => void;
  openEdit: (user: User) => void;
  closeForm: () => void;
  /**
   * Creates or updates based on `version`; true when it worked (the modal closes), the user as it is
   * now when someone else saved it meanwhile (nothing written; the form shows the change).
   */
  save: (input: UserInput, version?: number) => Promise<UserSaveResult>;
  askDelete: (user: User) => void;
  cancelDelete: () => void;
  confirmDelete: () => Promise<void>;
  openPreview: (user: User) => Promise<void>;
  closePreview: () => void;
  clearNotice: () => void;
}

const viewer = () => useAuth.getState().user!;

/**
 * The User Management screen. The subadmin limits are checked here with the same rules and words as
 * the server (the contract's userRules), so a refused action says why without a round trip.
 */
const usersState: StateCreator<UsersState> = (set, get) => {
  const fail = (text: string) => set({ notice: { kind: 'error', text } });
  /** Shows the rule's refusal, if any; true when refused. */
  const refuse = (action: UserAction, user: User) => {
    const refusal = refusalToAct(viewer(), action, user);
    if (refusal) fail(refusal);
    return refusal !== null;
  };

  return {
    users: [],
    status: 'idle',
    notice: null,
    formOpen: false,
    editing: null,
    formProblem: null,
    saving: false,
    deleting: null,
    deleteChanges: null,
    preview: null,

    async load() {
      if (get().status !== 'succeeded') set({ status: 'loading' });
      try {
        set({ users: await usersApi.list(), status: 'succeeded' });
      } catch (error) {
        set({ status: 'failed' });
        fail(errorMessage(error, 'Failed to fetch users'));
      }
    },

    openCreate: () => set({ formOpen: true, editing: null, formProblem: null }),
    openEdit(user) {
      if (!refuse('edit', user)) set({ formOpen: true, editing: user, formProblem: null });
    },
    closeForm: () => set({ formOpen: false, editing: null, formProblem: null }),

    async save(input, version) {
      const editing = get().editing;
      const refusal = refusalToAssign(viewer(), input, editing ?? undefined);
      if (refusal) {
        set({ formProblem: { message: refusal } });
        return false;
      }
      set({ saving: true, formProblem: null });
      try {
        const answer = editing ? await usersApi.update(editing._id, input, version) : await usersApi.create(input);
        set({ formOpen: false, editing: null, notice: { kind: 'success', text: answer.message } });
        void get().load();
        return true;
      } catch (error) {
        if (error instanceof VersionConflictError && error.current) {
          void get().load();
          return { current: error.current as User };
        }
        set({ formProblem: problemOf(error, editing ? 'Failed to update user' : 'Failed to create user') });
        return false;
      } finally {
        set({ saving: false });
      }
    },

    askDelete(user) {
      if (user._id === viewer()._id) return fail('You cannot delete your own account');
      if (!refuse('delete', user)) set({ deleting: user, deleteChanges: null });
    },
    cancelDelete: () => set({ deleting: null, deleteChanges: null }),
    async confirmDelete() {
      const user = get().deleting;
      if (!user) return;
      set({ saving: true });
      try {
        const answer = await usersApi.remove(user._id, versionOf(user));
        set((state) => ({
          users: state.users.filter((u) => u._id !== user._id),
          notice: { kind: 'success', text: answer.message },
        }));
        void get().load();
        set({ deleting: null, deleteChanges: null });
      } catch (error) {
        if (error instanceof VersionConflictError && error.current) {
          // Changed meanwhile: ask again, showing what changed, against the user as it is now.
          const seen = formFromUser(user);
          const current = error.current as User;
          const deleteChanges = conflictFields(seen, seen, formFromUser(current), USER_CONFLICT_FIELDS);
          void get().load();
          return set({ deleting: current, deleteChanges });
        }
        fail(errorMessage(error, 'Failed to delete user'));
        set({ deleting: null, deleteChanges: null });
      } finally {
        set({ saving: false });
      }
    },

    async openPreview(user) {
      if (refuse('preview', user)) return;
      set({ preview: user });
      try {
        // The server has the last word on what may be previewed, and the freshest data.
        set({ preview: await usersApi.get(user._id) });
      } catch (error) {
        set({ preview: null });
        fail(errorMessage(error, 'Failed to fetch user'));
      }
    },
    closePreview: () => set({ preview: null }),
    clearNotice: () => set({ notice: null }),
  };
};

export const useUsers = create<UsersState>()(forgetful(usersState));
