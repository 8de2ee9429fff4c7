import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeployKeyInfo, SectionAnswer } from '@console/contract/wire';
import { REMOTE_SECTIONS, type RemoteSection } from '@console/contract/sections';
import { errorMessage } from '@console/platform';
import { sectionsApi } from './sectionsApi';
import { sectionsKeys } from './sectionsKeys';
import { useSections, type PendingChange } from './sectionsStore';

export interface SectionsOverview {
  sections: Partial<Record<RemoteSection, SectionAnswer>>;
  keys: Partial<Record<RemoteSection, DeployKeyInfo[]>>;
  /** The version the admin chose for themselves, per section (their "use this version for me"). */
  mine: Partial<Record<RemoteSection, string>>;
}

async function loadOverview(): Promise<SectionsOverview> {
  const [answers, keys, assignment] = await Promise.all([
    Promise.all(REMOTE_SECTIONS.map((section) => sectionsApi.section(section))),
    Promise.all(REMOTE_SECTIONS.map((section) => sectionsApi.keys(section))),
    sectionsApi.assignment(),
  ]);
  const mine: SectionsOverview['mine'] = {};
  for (const section of REMOTE_SECTIONS) {
    const own = assignment.sections[section];
    if (own?.override) mine[section] = own.id;
  }
  return {
    sections: Object.fromEntries(REMOTE_SECTIONS.map((section, n) => [section, answers[n]])),
    keys: Object.fromEntries(REMOTE_SECTIONS.map((section, n) => [section, keys[n].keys])),
    mine,
  };
}

/** Every section's versions, figures and keys, and the admin's own choice of version. */
export const useSectionsOverview = () => useQuery({ queryKey: sectionsKeys.overview(), queryFn: loadOverview });

/** A change to a section is under way (one at a time: its buttons wait). */
export const useSectionsBusy = () => useIsMutating({ mutationKey: sectionsKeys.all }) > 0;

type SectionChange = PendingChange | { kind: 'override'; section: RemoteSection; versionId: string | null };

const FAILURE: Record<SectionChange['kind'], string> = {
  rollout: 'Could not change the shares.',
  revoke: 'Could not revoke the key.',
  override: 'Could not change your version.',
};

const send = (change: SectionChange) =>
  change.kind === 'rollout'
    ? sectionsApi.rollout(change.section, change.shares)
    : change.kind === 'revoke'
      ? sectionsApi.revokeKey(change.section, change.keyId)
      : sectionsApi.chooseForMe(change.section, change.versionId);

/**
 * The admin's changes: the confirmed question (shares, revoke), their own version, a new key. The
 * banner says the server's words and the sections are read again before the change is over.
 */
export function useSectionChanges() {
  const { pending, done, showNewKey, clearNotice } = useSections();
  const client = useQueryClient();
  const reload = () => client.invalidateQueries({ queryKey: sectionsKeys.overview() });
  const change = useMutation({
    mutationKey: sectionsKeys.all,
    mutationFn: send,
    onMutate: clearNotice,
    onSuccess: ({ message }) => {
      done({ kind: 'success', text: message });
      return reload();
    },
    onError: (error, sent) => done({ kind: 'error', text: errorMessage(error, FAILURE[sent.kind]) }),
  });
  const createKey = useMutation({
    mutationKey: sectionsKeys.all,
    mutationFn: (section: RemoteSection) => sectionsApi.createKey(section),
    onMutate: clearNotice,
    onSuccess: ({ key }, section) => {
      showNewKey(section, key);
      return reload();
    },
    onError: (error) => done({ kind: 'error', text: errorMessage(error, 'Could not create the key.') }),
  });

  return {
    confirm: () => {
      if (pending) change.mutate(pending);
    },
    chooseForMe: (section: RemoteSection, versionId: string | null) =>
      change.mutate({ kind: 'override', section, versionId }),
    createKey: (section: RemoteSection) => createKey.mutate(section),
  };
}
