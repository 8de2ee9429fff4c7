import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@console/platform/testing';
import { renderAreaPage, signInAs } from '../../testing/renderAreaPage';
import { auditEntry } from 'shared-kit/testing';
import { RecordHistory } from './RecordHistory';

let server: ReturnType<typeof fakeApi> | undefined;
afterEach(() => server?.restore());

const created = auditEntry({ action: 'create', changes: { agent: { after: 'A1' } } });

it('RecordHistory asks for the record’s entries and shows them', async () => {
  signInAs('admin');
  server = fakeApi({
    'GET /api/audit': {
      body: {
        items: [
          {
            ...created,
            id: 2,
            at: '2026-11-21T04:30:00.000Z',
            action: 'update',
            changes: { agent: { before: 'A1', after: 'A2' } },
          },
          created,
        ],
        total: 2,
      },
    },
  });
  renderAreaPage(<RecordHistory resource="report" recordId="r1" />);
  const history = await screen.findByRole('region', { name: 'History' });
  expect(within(history).getByText(/^Created by asha at/)).toBeInTheDocument();
  expect(within(history).getByText('A1 → A2')).toBeInTheDocument();
  expect(server.calls[0]?.query).toMatchObject({ resource: 'report', recordId: 'r1' });
});

it('RecordHistory hides itself when the API refuses (403)', async () => {
  signInAs('user');
  server = fakeApi({ 'GET /api/audit': { status: 403, body: { message: 'Forbidden' } } });
  renderAreaPage(<RecordHistory resource="report" recordId="r1" />);
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading history' })).not.toBeInTheDocument());
  expect(screen.queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'History' })).not.toBeInTheDocument();
});
