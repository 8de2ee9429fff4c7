import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAuth } from '@console/platform';
import { fakeApi } from '@console/platform/testing';
import { sectionQueryClient } from 'shared-kit/query';
import { turboArea } from '../../testing/sampleAreas';
import { signInAs } from '../../testing/renderAreaPage';
import { pageOf, proofRoutesOf, proofWire } from '../../testing/proofFakes';
import { useProofPage, useProofWrites } from './proofQueries';
import { proofView } from './proofView';

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
  const client = sectionQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  // As the list does: it lists while the person may (the right goes with the session).
  const { result } = renderHook(
    () => {
      const signedIn = useAuth((state) => state.user !== null);
      return { page: useProofPage(turboArea, signedIn), writes: useProofWrites(turboArea) };
    },
    { wrapper },
  );
  await waitFor(() => expect(result.current.page.total).toBe(1));
  await act(() => result.current.writes.open('preview', result.current.page.items[0]));
  const view = proofView(turboArea);
  expect(view.getState().view).toMatchObject({ mode: 'preview' });
  act(() => view.getState().setFiltersOpen(true));
  act(() => view.getState().setPage(2));

  act(() => useAuth.getState().endSession('Session expired'));
  answerLate();
  await act(() => late);

  const kept = client.getQueryCache().findAll({ queryKey: ['proofs'] });
  expect(kept.map((query) => query.state.data).filter(Boolean)).toEqual([]);
  expect(result.current.page).toMatchObject({ items: [], total: 0 });
  expect(view.getState()).toMatchObject({ view: { mode: 'list' }, filtersOpen: false, page: 1, notice: null });
});
