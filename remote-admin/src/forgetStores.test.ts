import { readdirSync } from 'node:fs';
import path from 'node:path';
import { useAuth } from '@console/platform';
import { TEST_TOKEN } from '@console/platform/testing';

interface Store {
  getState: () => Record<string, unknown>;
  setState: (change: Record<string, unknown>) => void;
}

/** Every zustand store of this section: each `*Store.ts` file's exported hooks. */
function sectionStores(): [string, Store][] {
  const files = readdirSync(__dirname, { recursive: true, encoding: 'utf8' }).filter((file) => /Store\.ts$/.test(file));
  return files.flatMap((file) =>
    Object.entries(require(path.join(__dirname, file)) as Record<string, unknown>)
      .filter((entry): entry is [string, Store] => typeof (entry[1] as Store | undefined)?.getState === 'function')
      .map(([name, store]): [string, Store] => [`${file} ${name}`, store]),
  );
}

/** A store's data, without its actions. */
const dataOf = (store: Store) =>
  Object.fromEntries(Object.entries(store.getState()).filter(([, value]) => typeof value !== 'function'));

it("every store of the admin section is back to its first state at the session's end", () => {
  const stores = sectionStores();
  expect(stores.length).toBeGreaterThanOrEqual(7);
  useAuth.setState({ token: TEST_TOKEN });
  const before = stores.map(([, store]) => dataOf(store));
  for (const [, store] of stores) store.setState({ notice: { kind: 'success', text: 'left by the last person' } });

  useAuth.getState().endSession('Session expired');

  expect(stores.map(([, store]) => dataOf(store))).toEqual(before);
});
