import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { errorMessage } from '@console/platform';
import { defaultsDue } from '@console/contract/time';
import { saveBlob } from 'shared-kit/ui';
import { VersionConflictError } from 'shared-kit/conflict';
import type { Area } from '../descriptor';
import { useListedDelete } from '../listDelete';
import type { LoadStatus, SaveResult } from '../catalogue/types';
import { proofInputOf } from './form/proofFormRules';
import { proofApi } from './proofApi';
import { pdfFileName } from './proofLayout';
import type { Proof, ProofInput, ProofListItem, ProofLookups } from './proofTypes';
import { proofView } from './proofView';

/** An area's proofs in the section's query cache: pages under [...proofs, 'page', query], one proof by id. */
const proofsKey = (area: Area) => ['proofs', area.key] as const;
const lookupsKey = (area: Area) => ['proofs', area.key, 'lookups'] as const;

const fill = (template: string, reason: string) =>
  template.includes('{reason}') ? template.replace('{reason}', reason) : template;

const NO_LOOKUPS: ProofLookups = { whitelabels: [], proofTypes: [], sports: [] };

/**
 * The page of proofs the filters, sort and page ask for, filtered, sorted and paged by the server. The
 * page on screen stays while the next one is on its way (`refreshing`); the spinner shows only until
 * the first answer.
 */
export function useProofPage(area: Area, canList: boolean) {
  const asked = proofView(area)((view) => view.asked);
  // Default dates of a day now past (midnight went by): made for today first, so that the day before is
  // never asked for.
  const due = proofView(area)((view) => defaultsDue(view.datesMadeOn) !== null);
  const followCalendar = proofView(area)((view) => view.followCalendar);
  useEffect(() => {
    if (due) followCalendar();
  }, [due, followCalendar]);
  const page = useQuery({
    queryKey: [...proofsKey(area), 'page', asked],
    queryFn: () => proofApi(area).page(asked),
    enabled: canList && !due,
    // The page on screen stays while the next is read, but never past the person's right to list
    // (nothing of the last person's page shows once the session has ended).
    placeholderData: canList ? keepPreviousData : undefined,
  });
  let status: LoadStatus;
  if (page.isError && !page.isFetching) status = 'failed';
  else if (page.data) status = 'succeeded';
  else status = page.isFetching ? 'loading' : 'idle';
  return {
    items: page.data?.items ?? [],
    total: page.data?.total ?? 0,
    /** The page the server answered (a page past the last is answered as the last). */
    page: page.data?.page ?? asked.page,
    status,
    error: page.isError ? errorMessage(page.error, area.proof.messages.fetchFailed) : null,
    refreshing: page.isFetching && page.data !== undefined,
    retry: () => void page.refetch(),
  };
}

/**
 * The form's and the filters' lists (whitelabels, proof types, sports): read when the page opens
 * (`fetch`), shared by the parts of the page that show them. A list that cannot be read says so in the
 * banner, with its own words.
 */
export function useProofLookups(area: Area, { fetch = false } = {}) {
  const notify = proofView(area)((view) => view.setNotice);
  const lookups = useQuery({
    queryKey: lookupsKey(area),
    queryFn: () => readLookups(area),
    refetchOnMount: fetch,
  });
  const why = lookups.isError ? lookups.error.message : null;
  useEffect(() => {
    if (fetch && why) notify({ kind: 'error', text: why });
  }, [fetch, why, lookups.errorUpdatedAt, notify]);
  let lookupsStatus: LoadStatus;
  if (lookups.isFetching) lookupsStatus = 'loading';
  else lookupsStatus = lookups.isError ? 'failed' : lookups.isSuccess ? 'succeeded' : 'idle';
  return { lookups: lookups.data ?? NO_LOOKUPS, lookupsStatus };
}

async function readLookups(area: Area): Promise<ProofLookups> {
  const api = proofApi(area);
  const fallback = area.proof.messages.lookupFailed;
  const said = (fallbackText: string) => (error: unknown) =>
    Promise.reject(new Error(errorMessage(error, fallbackText)));
  const [whitelabels, proofTypes, sports] = await Promise.all([
    api.whitelabels().catch(said(fallback.whitelabels)),
    api.proofTypes().catch(said(fallback.prooftypes)),
    api.sports().catch(said(fallback.sports)),
  ]);
  return { whitelabels, proofTypes, sports };
}

/** After a write: every page of the list is asked for again (the one on screen at once). */
const refreshPages = (client: QueryClient, area: Area) =>
  void client.invalidateQueries({ queryKey: [...proofsKey(area), 'page'] });

/**
 * The proof page's actions: open a listed proof whole (with its proof type's template) to preview or
 * edit it, save, delete, and download the PDF. Each says how it went in the banner and moves the page
 * as spec §4 has it.
 */
export function useProofWrites(area: Area) {
  const client = useQueryClient();
  const api = proofApi(area);
  const { messages } = area.proof;
  const useView = proofView(area);
  const { show, setNotice, setOpening } = useView.getState();

  const saving = useMutation({
    mutationFn: ({ input, id, version }: { input: ProofInput; id?: string; version?: number }) =>
      id ? api.update(id, input, version) : api.create(input),
  });
  const { remove, deleting } = useListedDelete({
    call: api.remove,
    dropListed: (id) =>
      client.setQueriesData<{ items: ProofListItem[]; total: number; page: number }>(
        { queryKey: [...proofsKey(area), 'page'] },
        (answer) => answer && { ...answer, items: answer.items.filter((item) => item._id !== id) },
      ),
    refresh: () => refreshPages(client, area),
    notify: setNotice,
    messages,
  });
  const downloading = useMutation({
    mutationFn: async ({ proof, save }: { proof: Proof; save: boolean }) => {
      let saved = proof;
      if (save) {
        try {
          saved = await api.update(proof._id, proofInputOf(proof));
        } catch (error) {
          throw new SaveBeforeDownloadFailed(error);
        }
      }
      // The PDF code (and pdfmake with its fonts) loads now, on the first download, not with the page.
      const { buildProofPdf } = await import('./pdf/buildProofPdf');
      saveBlob(await buildProofPdf(saved), pdfFileName(saved));
    },
  });

  /** Reads a listed proof whole, then previews or edits it (unless another was opened meanwhile). */
  const open = async (mode: 'preview' | 'edit', item: ProofListItem) => {
    useView.setState({ opening: item._id, notice: null });
    try {
      const proof = await client.fetchQuery({
        queryKey: [...proofsKey(area), item._id],
        queryFn: () => api.get(item._id),
      });
      if (useView.getState().opening === item._id) useView.setState({ view: { mode, proof } });
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(error, messages.fetchOneFailed) });
    } finally {
      if (useView.getState().opening === item._id) setOpening(null);
    }
  };

  /**
   * Creates (no id) or updates based on `version`; on success the page moves to the saved proof's
   * preview. A proof saved meanwhile by someone else answers the proof as it is now (nothing written).
   */
  const save = async (input: ProofInput, id?: string, version?: number): Promise<SaveResult<Proof>> => {
    try {
      const saved = await saving.mutateAsync({ input, id, version });
      useView.setState({
        view: { mode: 'preview', proof: saved },
        notice: { kind: 'success', text: id ? messages.updated : messages.created },
      });
      refreshPages(client, area);
      return true;
    } catch (error) {
      if (error instanceof VersionConflictError && error.current) {
        refreshPages(client, area);
        return { current: api.fromWire(error.current) };
      }
      const alert = id ? messages.updateFailedAlert : messages.createFailedAlert;
      setNotice({
        kind: 'error',
        text: fill(alert, errorMessage(error, id ? messages.updateFailed : messages.createFailed)),
      });
      return false;
    }
  };

  /**
   * Spec §4: saves the proof again (an update, as it has an id), builds and downloads its PDF, then back
   * to the refreshed list. `save` is false for someone without the update right: the server would
   * refuse the save, and the proof was saved a moment ago by Submit.
   */
  const downloadPdf = async (proof: Proof, { save = true } = {}) => {
    if (!proof.proofMaker.trim()) return setNotice({ kind: 'error', text: messages.proofMakerRequired });
    try {
      await downloading.mutateAsync({ proof, save });
    } catch (error) {
      if (error instanceof SaveBeforeDownloadFailed) {
        const reason = errorMessage(error.cause, messages.updateFailed);
        return setNotice({ kind: 'error', text: fill(messages.updateFailedAlert, reason) });
      }
      const reason = error instanceof Error && error.message ? error.message : messages.pdfFailed;
      return setNotice({ kind: 'error', text: fill(messages.downloadFailed, errorMessage(error, reason)) });
    }
    show({ mode: 'list' });
    refreshPages(client, area);
  };

  return {
    open,
    save,
    remove,
    downloadPdf,
    saving: saving.isPending || deleting,
    downloading: downloading.isPending,
  };
}

/** The save before a PDF was refused: the banner says so with the update's words, and no PDF is built. */
class SaveBeforeDownloadFailed extends Error {
  constructor(readonly cause: unknown) {
    super('the save before the download failed');
  }
}
