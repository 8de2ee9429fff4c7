import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAuth } from '@console/platform';
import { TEST_TOKEN } from '@console/platform/testing';
import { newQueryClient, sectionQueryClient } from 'shared-kit/query';
import { defineCatalogue } from './catalogue';
import { useCatalogueList, useCatalogueWrites } from './catalogueQueries';
import type { CatalogueApi } from './types';

interface Item {
  _id: string;
  name: string;
}

const messages = {
  created: 'Created!',
  updated: 'Updated!',
  deleted: 'Deleted!',
  fetchFailed: 'Failed to fetch items',
  fetchOneFailed: 'Failed to fetch item',
  createFailed: 'Failed to create item',
  updateFailed: 'Failed to update item',
  deleteFailed: 'Failed to delete item',
  confirmDelete: 'Sure?',
  empty: 'None',
  noAccess: 'No access',
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

let resources = 0;
/** A catalogue of its own per test (catalogues are kept per API base). */
const catalogueWith = (api: Partial<CatalogueApi<Item, { name: string }>>) =>
  defineCatalogue((_: { apiBase: string }) => ({
    api: {
      list: async () => [],
      create: async () => ({ _id: 'x', name: 'x' }),
      update: async () => ({ _id: 'x', name: 'x' }),
      remove: async () => undefined,
      fromWire: (wire: unknown) => wire as Item,
      ...api,
    },
    messages,
    searchTexts: (item: Item) => [item.name],
    sortValue: (item: Item) => item.name,
    defaultSort: { key: 'name' as const, direction: 'asc' as const },
    defaultPageSize: 20,
    versioning: {
      auditResource: 'item',
      inputOf: (item: Item | null) => ({ name: item?.name ?? '' }),
      fields: [{ key: 'name' as const, label: 'Name' }],
    },
  }))({ apiBase: `/items${(resources += 1)}` });

const withClient =
  (client: QueryClient) =>
  ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

/** The hooks as a page uses them: listing while someone is signed in (the page's listing right). */
function listOf(catalogue: ReturnType<typeof catalogueWith>, client: QueryClient = newQueryClient()) {
  return renderHook(
    () => {
      const signedIn = useAuth((state) => Boolean(state.token));
      return { list: useCatalogueList(catalogue, signedIn), writes: useCatalogueWrites(catalogue) };
    },
    { wrapper: withClient(client) },
  );
}

beforeEach(() => useAuth.setState({ token: TEST_TOKEN }));

describe("a catalogue's server state", () => {
  it("forgets the list, the search and the page at the session's end, and drops an answer that comes after", async () => {
    const late = deferred<Item[]>();
    const answers = [Promise.resolve([{ _id: '1', name: 'asha-item' }]), late.promise];
    const catalogue = catalogueWith({ list: () => answers.shift()! });
    const client = sectionQueryClient();
    const { result } = listOf(catalogue, client);
    await waitFor(() => expect(result.current.list.items).toEqual([{ _id: '1', name: 'asha-item' }]));
    act(() => catalogue.useView.getState().setSearch('asha'));
    act(() => result.current.list.retry());

    act(() => useAuth.getState().endSession('Session expired'));
    late.resolve([{ _id: '1', name: 'asha-item' }]);
    await act(() => late.promise);

    expect(client.getQueryData(catalogue.queryKey)).toBeUndefined();
    expect(catalogue.useView.getState()).toMatchObject({ search: '', page: 1, notice: null });
  });

  it('keeps only the newest list answer when loads overlap', async () => {
    const slow = deferred<Item[]>();
    const answers = [
      Promise.resolve([{ _id: '1', name: 'first' }]),
      slow.promise,
      Promise.resolve([{ _id: '2', name: 'new' }]),
    ];
    const { result } = listOf(catalogueWith({ list: () => answers.shift()! }));
    await waitFor(() => expect(result.current.list.items).toEqual([{ _id: '1', name: 'first' }]));
    act(() => result.current.list.retry());
    act(() => result.current.list.retry());
    await waitFor(() => expect(result.current.list.items).toEqual([{ _id: '2', name: 'new' }]));
    slow.resolve([{ _id: '1', name: 'old' }]);
    await act(() => slow.promise);
    expect(result.current.list.items).toEqual([{ _id: '2', name: 'new' }]);
  });

  it('shows the spinner state only on the first load; a failed reload keeps the rows and says why', async () => {
    let fail = false;
    const catalogue = catalogueWith({
      list: async () => {
        if (fail) throw new Error('down');
        return [{ _id: '1', name: 'a' }];
      },
    });
    const { result } = listOf(catalogue);
    expect(result.current.list.status).toBe('loading');
    await waitFor(() => expect(result.current.list.status).toBe('succeeded'));
    fail = true;
    act(() => result.current.list.retry());
    expect(result.current.list.status).toBe('succeeded');
    await waitFor(() => expect(result.current.list.status).toBe('failed'));
    expect(result.current.list).toMatchObject({ error: 'Failed to fetch items', items: [{ _id: '1', name: 'a' }] });
    expect(catalogue.useView.getState().notice).toEqual({ kind: 'error', text: 'Failed to fetch items' });
  });

  it('adds, replaces and removes by _id with the success texts, and says the fallback on failure', async () => {
    let stored: Item[] = [];
    const catalogue = catalogueWith({
      list: async () => stored,
      create: async (input) => (stored = [{ _id: '9', ...input }])[0],
      update: async (id, input) => (stored = [{ _id: id, ...input }])[0],
      remove: async () => {
        throw new Error('no');
      },
    });
    const { result } = listOf(catalogue);
    await waitFor(() => expect(result.current.list.status).toBe('succeeded'));

    await act(async () => expect(await result.current.writes.save({ name: 'n' })).toBe(true));
    expect(result.current.list.items).toEqual([{ _id: '9', name: 'n' }]);
    expect(catalogue.useView.getState().notice).toEqual({ kind: 'success', text: 'Created!' });

    await act(async () => expect(await result.current.writes.save({ name: 'm' }, '9')).toBe(true));
    expect(result.current.list.items).toEqual([{ _id: '9', name: 'm' }]);
    expect(catalogue.useView.getState().notice).toEqual({ kind: 'success', text: 'Updated!' });

    await act(async () => expect(await result.current.writes.remove('9')).toBe(false));
    expect(catalogue.useView.getState().notice).toEqual({ kind: 'error', text: 'Failed to delete item' });
    expect(result.current.writes.saving).toBe(false);
  });

  it('keeps a failed save in the form, not in the banner', async () => {
    const catalogue = catalogueWith({
      create: async () => {
        throw new Error('no');
      },
    });
    const { result } = listOf(catalogue);
    await act(async () => expect(await result.current.writes.save({ name: 'n' })).toBe(false));
    expect(result.current.writes.formProblem).toEqual({ message: 'Failed to create item' });
    expect(catalogue.useView.getState().notice).toBeNull();
    act(() => result.current.writes.clearFormProblem());
    expect(result.current.writes.formProblem).toBeNull();
  });
});
