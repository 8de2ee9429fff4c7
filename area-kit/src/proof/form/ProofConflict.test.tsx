import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VERSION_CONFLICT_MESSAGE } from '@console/contract/versions';
import { fakeApi } from '@console/platform/testing';
import { turboArea as area } from '../../../testing/sampleAreas';
import { renderAreaPage, resetStore, signInAs } from '../../../testing/renderAreaPage';
import { auditEntry } from 'shared-kit/testing';
import { ProofPage } from '../ProofPage';
import { proofView } from '../proofView';
import { pageOf, proofRoutesOf, proofWire } from '../../../testing/proofFakes';

jest.setTimeout(30_000);

let server: ReturnType<typeof fakeApi>;
afterEach(() => server?.restore());
beforeEach(() => resetStore(proofView(area)));

const base = `/api${area.proof.apiBase}`;

it('keeps the proof form open when someone saved the proof meanwhile, and saves the chosen values on their version', async () => {
  signInAs('admin');
  const seen = proofWire(area, { version: 6 });
  const theirs = { ...seen, eventname: 'Final by bob', version: 7 };
  server = fakeApi({
    ...proofRoutesOf(area, pageOf([seen]), [seen]),
    'GET /api/audit': {
      body: {
        items: [auditEntry({ resource: 'proof', recordId: 'p1', actor: { id: 'u2', username: 'bob' } })],
        total: 1,
      },
    },
    [`PUT ${base}/p1`]: [
      { status: 409, body: { message: VERSION_CONFLICT_MESSAGE, data: theirs } },
      { body: { data: { ...theirs, version: 8 }, message: 'updated' } },
    ],
  });
  renderAreaPage(<ProofPage area={area} />);
  await userEvent.click(await screen.findByRole('button', { name: /^Edit punter42/ }));
  const form = await screen.findByRole('form', { name: area.proof.editTitle });
  await userEvent.clear(within(form).getByLabelText(/^User/));
  await userEvent.type(within(form).getByLabelText(/^User/), 'punter43');
  await userEvent.click(within(form).getByRole('button', { name: 'Update' }));
  const panel = await within(form).findByRole('region', { name: 'Changed by someone else' });
  expect(await within(panel).findByText(/Last saved by bob at/)).toBeInTheDocument();
  const event = within(panel).getByRole('group', { name: 'Event Name' });
  expect(within(event).getByRole('radio', { name: 'Take theirs: Final by bob' })).toBeChecked();
  expect(within(form).getByLabelText(/^Event Name/)).toHaveValue('Final by bob');
  expect(within(form).getByLabelText(/^User/)).toHaveValue('punter43');
  await userEvent.click(within(form).getByRole('button', { name: 'Update' }));
  expect(await screen.findByText(area.proof.messages.updated)).toBeInTheDocument();
  const puts = server.calls.filter((call) => call.method === 'PUT');
  expect(puts.map((call) => call.headers.get('if-match'))).toEqual(['"6"', '"7"']);
});
