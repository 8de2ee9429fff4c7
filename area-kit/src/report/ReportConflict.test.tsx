import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '@console/contract/time';
import { VERSION_CONFLICT_MESSAGE } from '@console/contract/versions';
import { fakeApi, type RecordedCall } from '@console/platform/testing';
import type { Report } from '@console/contract/reports';
import { auditEntry } from 'shared-kit/testing';
import { turboArea } from '../../testing/sampleAreas';
import { sampleReport } from '../../testing/sampleReport';
import { renderAreaPage, resetStore, signInAs } from '../../testing/renderAreaPage';
import { inThreadListWorker, reportListRoutes } from '../../testing/listFakes';
import { reportStore, startListWorkersWith } from './reportStore';

startListWorkersWith(inThreadListWorker);
import { ReportPage } from './ReportPage';

jest.setTimeout(30_000);

const resource = turboArea.report;
const base = `/api${resource.apiBase}`;
let server: ReturnType<typeof fakeApi>;
afterEach(() => server?.restore());
beforeEach(() => resetStore(reportStore(resource)));

const stored = sampleReport(1, {
  originals: [{ ...sampleReport(1).originals[0], eventNames: ['Final'] }],
  remark: 'first',
  version: 3,
});

/** The same report as another person saved it meanwhile: agent and remark changed, version 4. */
const theirs: Report = { ...stored, agent: 'agent-by-bob', remark: 'remark by bob', version: 4 };

const conflict = { status: 409, body: { message: VERSION_CONFLICT_MESSAGE, data: theirs } };
const history = {
  body: {
    items: [
      auditEntry({
        id: 9,
        at: '2026-11-25T06:30:00.000Z',
        actor: { id: 'u2', username: 'bob' },
        changes: { agent: { before: 'agent1', after: 'agent-by-bob' } },
      }),
    ],
    total: 1,
  },
};

const routes = (extra: Parameters<typeof fakeApi>[0]) => ({
  ...reportListRoutes(resource, () => [stored]),
  [`GET ${base}/options`]: { body: { data: { catchBy: ['Agent', 'Staff 1'] } } },
  'GET /api/audit': history,
  ...extra,
});

const writes = (method: string) => server.calls.filter((call: RecordedCall) => call.method === method);

it('keeps the form open after a conflict, shows who changed which field, and saves the chosen values on the new version', async () => {
  signInAs('admin');
  server = fakeApi(
    routes({ [`PUT ${base}/r1`]: [conflict, { body: { message: 'ok', data: { ...theirs, version: 5 } } }] }),
  );
  renderAreaPage(<ReportPage area={turboArea} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit report of punter1' }));
  const form = screen.getByRole('form', { name: resource.updateTitle });
  await userEvent.clear(within(form).getByLabelText(/Remark/));
  await userEvent.type(within(form).getByLabelText(/Remark/), 'remark by me');
  await userEvent.clear(within(form).getByLabelText(/Origin/));
  await userEvent.type(within(form).getByLabelText(/Origin/), 'Pune');
  await userEvent.click(within(form).getByRole('button', { name: 'Update' }));

  const panel = await within(form).findByRole('region', { name: 'Changed by someone else' });
  expect(within(panel).getByRole('alert')).toHaveTextContent(VERSION_CONFLICT_MESSAGE);
  expect(await within(panel).findByText(/Last saved by bob at/)).toBeInTheDocument();
  // Only the fields the other person changed: Agent (left alone here: theirs taken) and Remark (both: mine kept).
  const agent = within(panel).getByRole('group', { name: 'Agent' });
  expect(within(agent).getByRole('radio', { name: 'Take theirs: agent-by-bob' })).toBeChecked();
  const remark = within(panel).getByRole('group', { name: 'Remark' });
  expect(within(remark).getByRole('radio', { name: 'Keep mine: remark by me' })).toBeChecked();
  expect(within(panel).queryByRole('group', { name: 'Origin' })).not.toBeInTheDocument();
  expect(within(form).getByLabelText(/Agent/)).toHaveValue('agent-by-bob');
  expect(within(form).getByLabelText(/Remark/)).toHaveValue('remark by me');
  expect(within(form).getByLabelText(/Origin/)).toHaveValue('Pune');

  // Keep Bob's agent, and take Bob's remark too after all; then back to mine.
  await userEvent.click(within(remark).getByRole('radio', { name: 'Take theirs: remark by bob' }));
  expect(within(form).getByLabelText(/Remark/)).toHaveValue('remark by bob');
  await userEvent.click(within(remark).getByRole('radio', { name: 'Keep mine: remark by me' }));
  expect(within(form).getByLabelText(/Remark/)).toHaveValue('remark by me');

  await userEvent.click(within(form).getByRole('button', { name: 'Update' }));
  await screen.findByRole('table', { name: resource.title });
  const [first, second] = writes('PUT');
  expect(first.headers.get('if-match')).toBe('"3"');
  expect(second.headers.get('if-match')).toBe('"4"');
  expect(second.body).toMatchObject({ agent: 'agent-by-bob', remark: 'remark by me', origin: 'Pune' });
});

it('asks again before deleting a report changed meanwhile, showing the change, and deletes on the new version', async () => {
  signInAs('admin');
  server = fakeApi(routes({ [`DELETE ${base}/r1`]: [conflict, { body: { message: resource.messages.deleted } }] }));
  renderAreaPage(<ReportPage area={turboArea} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete report of punter1' }));
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Changed meanwhile' });
  expect(dialog).toHaveTextContent('agent1 → agent-by-bob');
  expect(dialog).toHaveTextContent('first → remark by bob');
  expect(await within(dialog).findByText(/Last saved by bob at/)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(writes('DELETE').map((call) => call.headers.get('if-match'))).toEqual(['"3"', '"4"']);
});

it('says when the report was saved meanwhile where the person may not read the audit trail', async () => {
  signInAs('user', ['report_listing', 'report_update']);
  server = fakeApi(
    routes({
      'GET /api/audit': { status: 403, body: { message: 'Forbidden' } },
      [`PUT ${base}/r1`]: {
        status: 409,
        body: { message: VERSION_CONFLICT_MESSAGE, data: { ...theirs, updatedAt: '2026-11-25T06:30:00.000Z' } },
      },
    }),
  );
  renderAreaPage(<ReportPage area={turboArea} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit report of punter1' }));
  const form = screen.getByRole('form', { name: resource.updateTitle });
  await userEvent.click(within(form).getByRole('button', { name: 'Update' }));
  const panel = await within(form).findByRole('region', { name: 'Changed by someone else' });
  expect(
    await within(panel).findByText(`Last saved at ${formatDateTime('2026-11-25T06:30:00.000Z')}`),
  ).toBeInTheDocument();
  expect(within(panel).queryByText(/Last saved by/)).not.toBeInTheDocument();
});
