import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, problemOf, type FormProblem } from '@console/platform';
import { versioned, VersionConflictError } from 'shared-kit/conflict';
import { useListedDelete } from '../listDelete';
import type { Catalogue } from './catalogue';
import type { Identified, LoadStatus, SaveResult } from './types';

/**
 * A catalogue's list as the page shows it: the spinner only until the first answer (a reload keeps the
 * rows), then the rows, or the failure with a Retry. A failed load also says why in the banner.
 */
export function useCatalogueList<Item extends Identified, Input, Key extends string>(
  catalogue: Catalogue<Item, Input, Key>,
  canList: boolean,
) {
  const { config, queryKey, useView } = catalogue;
  const notify = useView((view) => view.notify);
  const list = useQuery({ queryKey, queryFn: () => config.api.list(), enabled: canList });
  const error = list.isError ? errorMessage(list.error, config.messages.fetchFailed) : null;

  useEffect(() => {
    if (error) notify({ kind: 'error', text: error });
  }, [error, list.errorUpdatedAt, notify]);

  let status: LoadStatus;
  if (list.isSuccess) status = 'succeeded';
  else if (list.isFetching) status = 'loading';
  else status = list.isError ? 'failed' : 'idle';
  return { items: list.data ?? [], status, error, retry: () => void list.refetch() };
}

/**
 * One record as the server has it now (a detail page), under the list's key and the record's id: the
 * failure is the page's to show; a record the API cannot send alone is looked up in the list.
 */
export function useCatalogueRecord<Item extends Identified, Input, Key extends string>(
  catalogue: Catalogue<Item, Input, Key>,
  id: string,
  enabled: boolean,
) {
  const client = useQueryClient();
  return useQuery({
    queryKey: [...catalogue.queryKey, id],
    queryFn: () => recordFromServer(client, catalogue, id),
    enabled,
  });
}

async function recordFromServer<Item extends Identified, Input, Key extends string>(
  client: ReturnType<typeof useQueryClient>,
  { config, queryKey }: Catalogue<Item, Input, Key>,
  id: string,
): Promise<Item> {
  if (config.api.get) return config.api.get(id);
  const listed = (await client.fetchQuery({ queryKey, queryFn: () => config.api.list() })).find(
    (item) => item._id === id,
  );
  if (!listed) throw new Error('not in the list');
  return listed;
}

/**
 * A catalogue page's writes: add or edit (the form shows why a save failed), delete (the banner says
 * how it went), and a record read afresh for its preview. Each success is shown in the list at once and
 * the list is asked for again; a version conflict answers with the record as it is now.
 */
export function useCatalogueWrites<Item extends Identified, Input, Key extends string>(
  catalogue: Catalogue<Item, Input, Key>,
) {
  const { config, queryKey, useView } = catalogue;
  const { api, messages } = config;
  const client = useQueryClient();
  const notify = useView((view) => view.notify);
  const [formProblem, setFormProblem] = useState<FormProblem | null>(null);

  const refresh = () => void client.invalidateQueries({ queryKey, exact: true });
  const listed = (change: (items: Item[]) => Item[]) =>
    client.setQueryData<Item[]>(queryKey, (items) => items && change(items));

  const saving = useMutation({
    mutationFn: ({ input, id, version }: { input: Input; id?: string; version?: number }) =>
      id ? versioned(() => api.update(id, input, version)) : api.create(input),
  });
  const { remove, deleting } = useListedDelete({
    call: api.remove,
    dropListed: (id) => listed((items) => items.filter((item) => item._id !== id)),
    refresh,
    notify,
    messages,
  });

  /** Creates (no id) or updates based on `version`: true when it worked (the form closes). */
  const save = async (input: Input, id?: string, version?: number): Promise<SaveResult<Item>> => {
    setFormProblem(null);
    try {
      const saved = await saving.mutateAsync({ input, id, version });
      listed((items) => (id ? items.map((item) => (item._id === id ? saved : item)) : [...items, saved]));
      notify({ kind: 'success', text: id ? messages.updated : messages.created });
      refresh();
      return true;
    } catch (error) {
      if (error instanceof VersionConflictError && error.current) {
        // The list shows the record as it is now too.
        refresh();
        return { current: api.fromWire(error.current) };
      }
      setFormProblem(problemOf(error, id ? messages.updateFailed : messages.createFailed));
      return false;
    }
  };

  /** The record as the server has it now (the preview), or null when the banner says it could not be read. */
  const readAfresh = async (id: string): Promise<Item | null> => {
    try {
      return await client.fetchQuery({
        queryKey: [...queryKey, id],
        queryFn: () => recordFromServer(client, catalogue, id),
      });
    } catch (error) {
      notify({ kind: 'error', text: errorMessage(error, messages.fetchOneFailed) });
      return null;
    }
  };

  return {
    save,
    remove,
    readAfresh,
    saving: saving.isPending || deleting,
    formProblem,
    clearFormProblem: () => setFormProblem(null),
  };
}
