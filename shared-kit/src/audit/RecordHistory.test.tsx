import { screen, waitFor, within } from '@testing-library/react';
import { useAuth } from '@console/platform';
import { fakeApi, TEST_TOKEN } from '@console/platform/testing';
import { auditAnswer, auditEntry } from '../../testing/auditEntry';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { RecordHistory } from './RecordHistory';

let server: ReturnType<typeof fakeApi> | undefined;
afterEach(() => server?.restore());

function signInAs(role: 'admin' | 'user') {
  useAuth.setState({
    user: {
      _id: `id-${role}`,
      username: role,
      email: `${role}@example.com`,
      role,
      section: ['Turbo'],
      permissions: [],
    },
    token: TEST_TOKEN,
  });
}

const created = auditEntry({ action: 'create', changes: { agent: { after: 'A1' } } });

it('RecordHistory asks for the record’s entries and shows them', async () => {
  signInAs('admin');
  server = fakeApi({
    'GET /api/audit': auditAnswer(
      auditEntry({ id: 2, at: '2026-11-21T04:30:00.000Z', changes: { agent: { before: 'A1', after: 'A2' } } }),
      created,
    ),
  });
  renderWithTheme(<RecordHistory resource="report" recordId="r1" />);
  const history = await screen.findByRole('region', { name: 'History' });
  expect(within(history).getByText(/^Created by asha at/)).toBeInTheDocument();
  expect(within(history).getByText('A1 → A2')).toBeInTheDocument();
  expect(server.calls[0]?.query).toMatchObject({ resource: 'report', recordId: 'r1' });
});

it('RecordHistory hides itself when the API refuses (403)', async () => {
  signInAs('user');
  server = fakeApi({ 'GET /api/audit': { status: 403, body: { message: 'Forbidden' } } });
  const { container } = renderWithTheme(<RecordHistory resource="report" recordId="r1" framed />);
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading history' })).not.toBeInTheDocument());
  expect(container).toBeEmptyDOMElement();
  expect(screen.queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'History' })).not.toBeInTheDocument();
});

it('RecordHistory says so when the history cannot be loaded', async () => {
  signInAs('admin');
  server = fakeApi({ 'GET /api/audit': { status: 500, body: { message: 'Database unavailable' } } });
  renderWithTheme(<RecordHistory resource="note" recordId="n1" />);
  expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
});
