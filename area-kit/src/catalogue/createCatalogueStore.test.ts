import { useAuth } from '@console/platform';
import { TEST_TOKEN } from '@console/platform/testing';
import { createCatalogueStore } from './createCatalogueStore';
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

const storeWith = (api: Partial<CatalogueApi<Item, { name: string }>>) =>
  createCatalogueStore<Item, { name: string }, 'name'>({
    api: {
      list: async () => [],
      create: async () => ({ _id: 'x', name: 'x' }),
      update: async () => ({ _id: 'x', name: 'x' }),
      remove: async () => undefined,
      fromWire: (wire) => wire as Item,
      ...api,
    },
    messages,
    searchTexts: (item) => [item.name],
    sortValue: (item) => item.name,
    defaultSort: { key: 'name', direction: 'asc' },
    defaultPageSize: 20,
    versioning: {
      auditResource: 'item',
      inputOf: (item) => ({ name: item?.name ?? '' }),
      fields: [{ key: 'name', label: 'Name' }],
    },
  });

describe('a catalogue store', () => {
  it("forgets the list, the search and the page at the session's end, and drops an answer that comes after", async () => {
    useAuth.setState({ token: TEST_TOKEN });
    const late = deferred<Item[]>();
    const answers = [Promise.resolve([{ _id: '1', name: 'asha-item' }]), late.promise];
    const store = storeWith({ list: () => answers.shift()! });
    await store.getState().load();
    store.getState().setSearch('asha');
    const reload = store.getState().load();

    useAuth.getState().endSession('Session expired');
    late.resolve([{ _id: '1', name: 'asha-item' }]);
    await reload;

    expect(store.getState()).toMatchObject({ items: [], status: 'idle', search: '', page: 1 });
  });

  it('keeps only the newest list answer when loads overlap', async () => {
    const slow = deferred<Item[]>();
    const answers = [slow.promise, Promise.resolve([{ _id: '2', name: 'new' }])];
    const store = storeWith({ list: () => answers.shift()! });
    const first = store.getState().load();
    await store.getState().load();
    slow.resolve([{ _id: '1', name: 'old' }]);
    await first;
    expect(store.getState().items).toEqual([{ _id: '2', name: 'new' }]);
  });

  it('shows the spinner state only on the first load; a failed reload keeps the rows', async () => {
    let fail = false;
    const store = storeWith({
      list: async () => {
        if (fail) throw new Error('down');
        return [{ _id: '1', name: 'a' }];
      },
    });
    const loading = store.getState().load();
    expect(store.getState().status).toBe('loading');
    await loading;
    fail = true;
    const reload = store.getState().load();
    expect(store.getState().status).toBe('succeeded');
    await reload;
    expect(store.getState()).toMatchObject({
      status: 'failed',
      error: 'Failed to fetch items',
      items: [{ _id: '1', name: 'a' }],
    });
  });

  it('adds, replaces and removes by _id with the success texts, and says the fallback on failure', async () => {
    const store = storeWith({
      list: async () => store.getState().items,
      create: async (input) => ({ _id: '9', ...input }),
      update: async (id, input) => ({ _id: id, ...input }),
      remove: async () => {
        throw new Error('no');
      },
    });
    await expect(store.getState().save({ name: 'n' })).resolves.toBe(true);
    expect(store.getState().notice).toEqual({ kind: 'success', text: 'Created!' });
    await store.getState().save({ name: 'm' }, '9');
    expect(store.getState().items).toEqual([{ _id: '9', name: 'm' }]);
    await expect(store.getState().remove('9')).resolves.toBe(false);
    expect(store.getState().notice).toEqual({ kind: 'error', text: 'Failed to delete item' });
    expect(store.getState().saving).toBe(false);
  });

  it('goes back to page 1 on a new search, sort or page size', () => {
    const store = storeWith({});
    const { setPage, setSearch, setSort, setPageSize } = store.getState();
    setPage(3);
    setSearch('x');
    expect(store.getState().page).toBe(1);
    setPage(3);
    setSort({ key: 'name', direction: 'desc' });
    expect(store.getState().page).toBe(1);
    setPage(3);
    setPageSize(50);
    expect(store.getState()).toMatchObject({ page: 1, pageSize: 50 });
  });
});
