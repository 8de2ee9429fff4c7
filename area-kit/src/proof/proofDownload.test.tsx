import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { fakeApi } from '@console/platform/testing';
import { newQueryClient } from 'shared-kit/query';
import { forexArea, turboArea } from '../../testing/sampleAreas';
import type { Area } from '../descriptor';
import { resetStore, signInAs } from '../../testing/renderAreaPage';
import { useProofWrites } from './proofQueries';
import { proofView } from './proofView';
import type { ProofListItem } from './proofTypes';
import { pageOf, proofWire } from '../../testing/proofFakes';

// The PDF itself is checked in Chromium (e2e/proofs.test.ts); here only what the download saves.
jest.mock('./pdf/buildProofPdf', () => ({ buildProofPdf: jest.fn(async () => new Blob(['%PDF-1.3'])) }));
jest.mock('shared-kit/ui', () => ({ ...jest.requireActual('shared-kit/ui'), saveBlob: jest.fn() }));

let server: ReturnType<typeof fakeApi>;
afterEach(() => server?.restore());

describe.each([turboArea, forexArea])('$label proof download', (area: Area) => {
  const base = `/api${area.proof.apiBase}`;
  beforeEach(() => {
    signInAs('admin');
    resetStore(proofView(area));
  });

  const writes = () => {
    const client = newQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    return renderHook(() => useProofWrites(area), { wrapper }).result;
  };

  const savedProof = async (actions: ReturnType<typeof writes>) => {
    const images = [
      { data: 'uploads/x/b.png', filename: 'b.png' },
      { data: 'uploads/x/a.png', filename: 'a.png' },
    ];
    const wire = proofWire(area, { images });
    server = fakeApi({ [`GET ${base}/p1`]: { body: { data: wire } } });
    await act(() => actions.current.open('preview', { _id: 'p1' } as ProofListItem));
    server.restore();
    const { view } = proofView(area).getState();
    if (view.mode !== 'preview') throw new Error('the proof did not open');
    return view.proof;
  };

  it('saves the proof again (an update of its id, images kept in order) before the PDF, then returns to the list', async () => {
    const actions = writes();
    const proof = await savedProof(actions);
    server = fakeApi({
      [`PUT ${base}/p1`]: { body: { data: proofWire(area, { user: 'punter42' }) } },
      [`GET ${base}/page`]: pageOf([proofWire(area)]),
    });
    await act(() => actions.current.downloadPdf(proof));
    const put = server.calls.find((call) => call.method === 'PUT')!;
    expect(put.path).toBe(`${base}/p1`);
    expect(String(put.body)).toContain('punter42');
    expect(String(put.body)).toContain(JSON.stringify(['uploads/x/b.png', 'uploads/x/a.png']));
    const { saveBlob } = jest.requireMock('shared-kit/ui');
    expect(saveBlob).toHaveBeenCalled();
    expect(proofView(area).getState().view).toEqual({ mode: 'list' });
    expect(actions.current.downloading).toBe(false);
  });

  it('builds no PDF when that save fails, and says why', async () => {
    const actions = writes();
    const proof = await savedProof(actions);
    const { saveBlob } = jest.requireMock('shared-kit/ui');
    saveBlob.mockClear();
    server = fakeApi({ [`PUT ${base}/p1`]: { status: 400, body: { message: 'User is required' } } });
    await act(() => actions.current.downloadPdf(proof));
    expect(saveBlob).not.toHaveBeenCalled();
    const notice = proofView(area).getState().notice;
    expect(notice?.kind).toBe('error');
    expect(notice?.text).toContain(area.proof.messages.updateFailedAlert.split(':')[0]);
  });

  it('does not save for someone without the update right (the server would refuse it)', async () => {
    const actions = writes();
    const proof = await savedProof(actions);
    server = fakeApi({ [`GET ${base}/page`]: pageOf([proofWire(area)]) });
    await act(() => actions.current.downloadPdf(proof, { save: false }));
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);
    expect(proofView(area).getState().view).toEqual({ mode: 'list' });
  });
});
