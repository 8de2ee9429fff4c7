import { useAuth } from '@console/platform';
import { fakeApi } from '@console/platform/testing';
import { turboArea } from '../../testing/sampleAreas';
import { signInAs } from '../../testing/renderAreaPage';
import { pageOf, proofRoutesOf, proofWire } from '../../testing/proofFakes';
import { proofStore } from './proofStore';

let server: ReturnType<typeof fakeApi>;
afterEach(() => server?.restore());

it("forgets the proof page at the session's end: its page of proofs, its filters, the proof open, a late answer", async () => {
  signInAs('admin');
  const ashas = proofWire(turboArea, { _id: 'p1' });
  let answerLate: () => void = () => undefined;
  const late = new Promise<void>((resolve) => (answerLate = resolve));
  const pages = [pageOf([ashas]), pageOf([ashas])];
  server = fakeApi(
    proofRoutesOf(turboArea, async () => {
      const page = pages.shift()!;
      if (!pages.length) await late;
      return page;
    }, [ashas]),
  );
  const store = proofStore(turboArea);
  await store.getState().load();
  await store.getState().open('preview', store.getState().items[0]);
  expect(store.getState()).toMatchObject({ total: 1, view: { mode: 'preview' } });
  store.getState().setFiltersOpen(true);
  const reload = store.getState().load();

  useAuth.getState().endSession('Session expired');
  answerLate();
  await reload;

  expect(store.getState()).toMatchObject({
    items: [],
    total: 0,
    status: 'idle',
    view: { mode: 'list' },
    filtersOpen: false,
    page: 1,
  });
});
