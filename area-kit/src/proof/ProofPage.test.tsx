import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rangeStartInKolkata, todayInKolkata } from '@console/contract/time';
import { fakeApi, fakeDateOnly } from '@console/platform/testing';
import { forexArea, turboArea } from '../../testing/sampleAreas';
import type { Area } from '../descriptor';
import { renderAreaPage, resetStore, signInAs } from '../../testing/renderAreaPage';
import { ProofPage } from './ProofPage';
import { proofView } from './proofView';
import { pageOf, proofRoutesOf, proofWire } from '../../testing/proofFakes';
import { defaultFilters } from './list/proofFilters';

// Whole-page flows: generous on a busy machine (no timing is asserted).
jest.setTimeout(30_000);

let server: ReturnType<typeof fakeApi>;
afterEach(() => server?.restore());

describe.each([turboArea, forexArea])('$label proof page', (area: Area) => {
  const resource = area.proof;
  const base = `/api${resource.apiBase}`;
  /**
   * The page as a session begun now makes it, its default dates made today: each test starts on its own
   * day when a run crosses midnight in Kolkata.
   */
  const newSession = () => {
    resetStore(proofView(area));
    const filters = defaultFilters();
    const { asked } = proofView(area).getState();
    proofView(area).setState({ filters, datesMadeOn: todayInKolkata(), asked: { ...asked, filters } });
  };
  beforeEach(newSession);

  const rows = () => screen.getAllByRole('row').slice(1);

  it('shows the page the server sends, asks for the filters typed, with Data Not Found when none is left', async () => {
    signInAs('admin');
    const older = proofWire(area, { _id: 'p1', user: 'older', createdAt: '2026-01-01T00:00:00Z' });
    const newer = proofWire(area, { _id: 'p2', user: 'newer', createdAt: '2026-01-02T00:00:00Z' });
    server = fakeApi(proofRoutesOf(area, (call) => (call.query.user ? pageOf([]) : pageOf([newer, older]))));
    renderAreaPage(<ProofPage area={area} />);
    expect(screen.getByRole('heading', { name: resource.title })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(rows().map((row) => within(row).getAllByRole('cell')[4].textContent)).toEqual(['newer', 'older']);
    expect(within(rows()[0]).getByText('1500.00')).toBeInTheDocument();
    expect(within(rows()[0]).getByText('-250.00')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = screen.getByRole('complementary', { name: resource.filterTitle });
    // Typed without pauses (no timer runs between keys, however busy the machine): one burst of typing.
    await userEvent.setup({ delay: null }).type(within(drawer).getByLabelText('User'), 'nobody');
    expect(await screen.findByText(resource.messages.empty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    // One request once the typing paused, not one per key.
    const pages = server.calls.filter((call) => call.path === `${base}/page`);
    expect(pages.map((call) => call.query.user ?? '')).toEqual(['', 'nobody']);
    expect(pages[1].query).toMatchObject({ sort: 'createdAt', direction: 'desc', page: '1', pageSize: '20' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Reset Filters' }));
    expect(rows()).toHaveLength(2);
  });

  it('asks for the 2nd of the month to today by default, and for the page and sort chosen', async () => {
    signInAs('admin');
    const today = todayInKolkata();
    server = fakeApi(proofRoutesOf(area, pageOf([proofWire(area, { _id: 'in', user: 'inside' })], 45)));
    renderAreaPage(<ProofPage area={area} />);
    await screen.findByRole('table');
    expect(screen.getByText('inside')).toBeInTheDocument();
    const first = server.calls.find((call) => call.path === `${base}/page`)!;
    expect(first.query).toMatchObject({ dateFrom: rangeStartInKolkata(), dateTo: today });
    expect(screen.getByText('Showing 1 to 20 of 45 entries')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(server.calls.at(-1)!.query.page).toBe('2'));
    await userEvent.click(screen.getByRole('button', { name: /^User/ }));
    await waitFor(() =>
      expect(server.calls.at(-1)!.query).toMatchObject({ sort: 'user', direction: 'asc', page: '1' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByLabelText('Date to')).toHaveValue(today);
  });

  it('keeps its default dates on the calendar: after midnight a visit asks for the new day, chosen dates stay', async () => {
    // 23:50 on 31 January in Kolkata, in a session begun that evening.
    fakeDateOnly(new Date('2027-01-31T18:20:00.000Z'));
    try {
      newSession();
      signInAs('admin');
      server = fakeApi(proofRoutesOf(area, pageOf([proofWire(area, { _id: 'in', user: 'inside' })])));
      const asked = () => server.calls.filter((call) => call.path === `${base}/page`).at(-1)!.query;
      const visit = async () => {
        const page = renderAreaPage(<ProofPage area={area} />);
        await screen.findByRole('table');
        return page;
      };
      (await visit()).unmount();
      expect(asked()).toMatchObject({ dateFrom: '2027-01-02', dateTo: '2027-01-31' });

      // 00:10 on 1 February: today's defaults (on the 1st, from the 2nd of the month before), no filter counted.
      jest.setSystemTime(new Date('2027-01-31T18:40:00.000Z'));
      const before = server.calls.length;
      const next = await visit();
      await waitFor(() => expect(asked()).toMatchObject({ dateFrom: '2027-01-02', dateTo: '2027-02-01' }));
      // The day before is not asked for on the way.
      const since = server.calls.slice(before).filter((call) => call.path === `${base}/page`);
      expect(since.map((call) => call.query.dateTo)).toEqual(['2027-02-01']);
      await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
      const drawer = screen.getByRole('complementary', { name: resource.filterTitle });
      expect(within(drawer).getByLabelText('Date to')).toHaveValue('2027-02-01');
      fireEvent.change(within(drawer).getByLabelText('Date from'), { target: { value: '2027-01-15' } });
      await waitFor(() => expect(asked()).toMatchObject({ dateFrom: '2027-01-15', dateTo: '2027-02-01' }));
      next.unmount();

      // A day later the dates the person chose stay.
      jest.setSystemTime(new Date('2027-02-01T18:40:00.000Z'));
      const calls = server.calls.length;
      await visit();
      // The drawer stays open as the person left it.
      expect(screen.getByLabelText('Date from')).toHaveValue('2027-01-15');
      expect(screen.getByLabelText('Date to')).toHaveValue('2027-02-01');
      expect(
        server.calls.slice(calls).every((call) => call.path !== `${base}/page` || call.query.dateFrom === '2027-01-15'),
      ).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says Error loading data when the list fails, and offers Retry', async () => {
    signInAs('admin');
    // A 500 is not retried by the client (only a server that says it is unavailable is): one failure shows.
    const down = { status: 500, body: { message: 'database down' } };
    server = fakeApi(proofRoutesOf(area, [down, pageOf([proofWire(area)])]));
    renderAreaPage(<ProofPage area={area} />);
    expect(await screen.findByText(resource.messages.loadFailed)).toBeInTheDocument();
    expect(screen.getByText('database down')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('punter42')).toBeInTheDocument();
  });

  it('shows the access-denied text without the listing right and fetches no list', async () => {
    signInAs('user', [resource.rights.create]);
    server = fakeApi(proofRoutesOf(area, pageOf([])));
    renderAreaPage(<ProofPage area={area} />);
    expect(screen.getByText(resource.messages.accessDenied)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: resource.addLabel })).toBeInTheDocument();
    await waitFor(() => expect(server.calls.some((call) => call.path === `${base}/sports`)).toBe(true));
    expect(server.calls.some((call) => call.path.startsWith(`${base}/page`))).toBe(false);
  });

  it('previews a proof as an A4 document in a frame, with the preview buttons the rights allow', async () => {
    signInAs('user', [resource.rights.listing, resource.rights.preview, resource.rights.pdfDownload]);
    server = fakeApi(proofRoutesOf(area, pageOf([proofWire(area)]), [proofWire(area)]));
    renderAreaPage(<ProofPage area={area} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Preview punter42 India v Australia' }));
    // The list holds no template: the preview reads the proof whole first.
    expect(await screen.findByRole('heading', { name: resource.previewTitle })).toBeInTheDocument();
    expect(server.calls.some((call) => call.path === `${base}/p1`)).toBe(true);
    const frame = screen.getByTitle(`${resource.previewTitle}: punter42, India v Australia`);
    expect(frame).toHaveAttribute('width', '800');
    expect(frame).toHaveAttribute('sandbox', '');
    const html = frame.getAttribute('srcdoc')!;
    expect(html).toContain('Dear punter42, 1500.00 on India v Australia');
    expect(html).toContain('Event: India v Australi...');
    expect(html).toContain('background:#123456');
    expect(screen.getByRole('button', { name: 'Back to List' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: resource.editLabel })).not.toBeInTheDocument();
    const history = await screen.findByRole('region', { name: 'History' });
    expect(within(history).getByText('punter41 → punter42')).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === '/api/audit')?.query).toMatchObject({
      resource: 'proof',
      recordId: 'p1',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirm Download' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back to List' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('asks for the proof maker before building the PDF', async () => {
    signInAs('admin');
    const makerless = proofWire(area, { proofMaker: '' });
    server = fakeApi(proofRoutesOf(area, pageOf([makerless]), [makerless]));
    renderAreaPage(<ProofPage area={area} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Preview punter42 India v Australia' }));
    expect(await screen.findByRole('button', { name: resource.editLabel })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Confirm Download' })).getByRole('button', { name: 'Download' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(resource.messages.proofMakerRequired);
    expect(screen.getByRole('heading', { name: resource.previewTitle })).toBeInTheDocument();
  });

  it("deletes a proof after the spec's question", async () => {
    signInAs('admin');
    server = fakeApi({
      ...proofRoutesOf(area, [pageOf([proofWire(area)]), pageOf([])]),
      [`DELETE ${base}/p1`]: { body: { message: 'deleted' } },
    });
    renderAreaPage(<ProofPage area={area} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete punter42 India v Australia' }));
    const question = screen.getByRole('alertdialog');
    expect(question).toHaveTextContent(resource.messages.confirmDelete);
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(resource.messages.deleted)).toBeInTheDocument();
    expect(await screen.findByText(resource.messages.empty)).toBeInTheDocument();
  });
});
