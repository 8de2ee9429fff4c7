import { create, type StateCreator } from 'zustand';
import { forgetful } from 'shared-kit/session';
import { useAuth, type FormProblem, type User } from '@console/platform';
import { refusalToAct, type UserAction } from '@console/contract/userRules';
import type { Notice } from 'shared-kit/ui';
import type { ConflictField } from 'shared-kit/conflict';

/** A save's outcome: saved, refused (formProblem says why), or the user as saved meanwhile by someone else. */
export type UserSaveResult = boolean | { current: User };

export interface UsersState {
  /** The banner: the last action's outcome (cleared after 3 s by the Banner). */
  notice: Notice | null;
  /** The form is open: for a new user (`editing` null) or to edit `editing`. */
  formOpen: boolean;
  editing: User | null;
  /** Why the last save of the open form failed: shown inside the form (beside the field it names) until the next try. */
  formProblem: FormProblem | null;
  /** The user whose deletion awaits confirmation. */
  deleting: User | null;
  /** What changed in that user since the list showed it, when a delete was refused for it (asked again). */
  deleteChanges: ConflictField[] | null;
  /** The User Details modal: the user as the list shows them, until the server's fresher copy comes. */
  preview: User | null;

  openCreate: () => void;
  openEdit: (user: User) => void;
  closeForm: () => void;
  showFormProblem: (problem: FormProblem | null) => void;
  /** A save worked: the form closes and the banner says the server's words. */
  saved: (message: string) => void;
  askDelete: (user: User) => void;
  /** The user changed meanwhile: ask again, against the user as it is now, showing what changed. */
  askDeleteAgain: (current: User, changes: ConflictField[]) => void;
  cancelDelete: () => void;
  /** The delete is over: the dialog closes and the banner says how it went. */
  deleted: (notice: Notice) => void;
  openPreview: (user: User) => void;
  closePreview: () => void;
  fail: (text: string) => void;
  clearNotice: () => void;
}

const viewer = () => useAuth.getState().user!;

/**
 * What User Management shows around the list: the banner, the form, the delete question and the User
 * Details modal (the list and the saves are server state: usersQueries.ts). The subadmin limits are
 * checked here with the same rules and words as the server (the contract's userRules), so a refused
 * action says why without a round trip.
 */
const usersState: StateCreator<UsersState> = (set) => {
  const fail = (text: string) => set({ notice: { kind: 'error', text } });
  /** Shows the rule's refusal, if any; true when refused. */
  const refuse = (action: UserAction, user: User) => {
    const refusal = refusalToAct(viewer(), action, user);
    if (refusal) fail(refusal);
    return refusal !== null;
  };

  return {
    notice: null,
    formOpen: false,
    editing: null,
    formProblem: null,
    deleting: null,
    deleteChanges: null,
    preview: null,

    openCreate: () => set({ formOpen: true, editing: null, formProblem: null }),
    openEdit(user) {
      if (!refuse('edit', user)) set({ formOpen: true, editing: user, formProblem: null });
    },
    closeForm: () => set({ formOpen: false, editing: null, formProblem: null }),
    showFormProblem: (formProblem) => set({ formProblem }),
    saved: (message) => set({ formOpen: false, editing: null, notice: { kind: 'success', text: message } }),

    askDelete(user) {
      if (user._id === viewer()._id) return fail('You cannot delete your own account');
      if (!refuse('delete', user)) set({ deleting: user, deleteChanges: null });
    },
    askDeleteAgain: (current, deleteChanges) => set({ deleting: current, deleteChanges }),
    cancelDelete: () => set({ deleting: null, deleteChanges: null }),
    deleted: (notice) => set({ notice, deleting: null, deleteChanges: null }),

    openPreview(user) {
      if (!refuse('preview', user)) set({ preview: user });
    },
    closePreview: () => set({ preview: null }),
    fail,
    clearNotice: () => set({ notice: null }),
  };
};

export const useUsers = create<UsersState>()(forgetful(usersState));
