import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@console/platform/testing';
import { forexArea, turboArea } from '../../../testing/sampleAreas';
import type { Area } from '../../descriptor';
import { renderAreaPage, resetStore, signInAs } from '../../../testing/renderAreaPage';
import { ProofPage } from '../ProofPage';
import { proofView } from '../proofView';
import { pageOf, proofRoutesOf, proofWire } from '../../../testing/proofFakes';

jest.setTimeout(30_000);

let server: ReturnType<typeof fakeApi>;
afterEach(() => server?.restore());

describe.each([turboArea, forexArea])('$label Add to Report', (area: Area) => {
  const reports = `/api${area.report.apiBase}`;
  beforeEach(() => resetStore(proofView(area)));

  async function openReportForm(create: Parameters<typeof fakeApi>[0][string]) {
    signInAs('admin');
    server = fakeApi({
      ...proofRoutesOf(area, pageOf([proofWire(area)]), [proofWire(area)]),
      [`GET ${reports}/options`]: { body: { data: { catchBy: ['Agent', 'Ravi'] } } },
      [`POST ${reports}/create`]: create,
    });
    renderAreaPage(<ProofPage area={area} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Preview punter42 India v Australia' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Report' }));
    return screen.findByRole('form', { name: area.report.createTitle });
  }

  async function completeAndSubmit(form: HTMLElement) {
    const field = (label: RegExp) => within(form).getByLabelText(label);
    fireEvent.change(field(/^Before Void Balance/), { target: { value: '1000' } });
    fireEvent.change(field(/^After Void Balance/), { target: { value: '750' } });
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Ravi' })).toBeInTheDocument());
    await userEvent.selectOptions(field(/^Catch By/), 'Ravi');
    fireEvent.change(within(form).getByLabelText('Odds, bet detail 1 of original 1'), { target: { value: '1.9' } });
    fireEvent.change(within(form).getByLabelText('Stack, bet detail 1 of original 1'), { target: { value: '500' } });
    fireEvent.change(within(form).getByLabelText('Time, bet detail 1 of original 1'), {
      target: { value: '10:15:00' },
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
  }

  it('opens the report form prefilled from the proof and adds the report', async () => {
    let sent: { body: unknown } | undefined;
    const form = await openReportForm((call) => {
      sent = call;
      return { status: 201, body: { data: { _id: 'r1', ...(call.body as object), recordAddBy: 'admin' } } };
    });
    expect(within(form).getByLabelText(/^User Name/)).toHaveValue('punter42');
    expect(within(form).getByLabelText(/^Agent/)).toHaveValue('agent7');
    expect(within(form).getByLabelText(/^Origin/)).toHaveValue('acme');
    expect(within(form).getByLabelText(/^P&L/)).toHaveValue(-250);
    expect(within(form).getByLabelText(/^Proof Type/)).toHaveValue('Ground line or Live line');
    expect(within(form).getByLabelText(/^Proof Status/)).toHaveValue('Submitted');
    expect(within(form).getByLabelText(/^Void Status/)).toHaveValue('Void');

    await completeAndSubmit(form);
    expect(await screen.findByText('Report added successfully')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: area.report.createTitle })).not.toBeInTheDocument();
    expect(sent!.body).toMatchObject({
      userName: 'punter42',
      agent: 'agent7',
      originals: [
        { sportNames: ['Cricket'], eventNames: ['India v Australia'], marketNames: ['Match Odds'], pl: -250 },
      ],
      proofStatus: 'Submitted',
      voidStatus: 'Void',
      proofType: 'Ground line or Live line',
    });
  });

  it('says Failed to add report with the reason, and keeps the form open', async () => {
    const form = await openReportForm({ status: 400, body: { message: 'Agent is required' } });
    await completeAndSubmit(form);
    expect(await within(form).findByRole('alert')).toHaveTextContent('Failed to add report: Agent is required');
  });
});
