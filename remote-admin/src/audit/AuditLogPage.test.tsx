import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS_DENIED } from '@console/contract/userRules';
import { fakeApi } from '@console/platform/testing';
import { auditAnswer, auditEntry } from 'shared-kit/testing';
import { renderAdminPage, resetStore, signInAs } from '../../testing/renderAdminPage';
import AuditLogPage from './AuditLogPage';
import { useAuditLog } from './auditLogStore';

// These tests type into several boxes; on a busy shared machine that can outlast jest's 5 s.
jest.setTimeout(20_000);

let server: ReturnType<typeof fakeApi>;
afterEach(() => server?.restore());
beforeEach(() => resetStore(useAuditLog));

const reportEdit = auditEntry({
  id: 7,
  actor: { id: 'u1', username: 'asha' },
  address: '127.0.0.1',
  resource: 'report',
  recordId: 'r1',
  changes: { agent: { before: 'agent-north', after: 'agent-south' } },
});
const userCreate = auditEntry({
  id: 6,
  area: null,
  resource: 'user',
  recordId: 'u9',
  action: 'create',
  changes: { role: { after: 'user' } },
});

const auditCalls = () => server.calls.filter((call) => call.path === '/api/audit').map((call) => call.query);

describe('Audit Log', () => {
  it('tells a plain user access is denied and asks the API nothing', () => {
    signInAs('user');
    server = fakeApi({});
    renderAdminPage(<AuditLogPage />);
    expect(screen.getByRole('heading', { name: 'Audit Log' })).toBeInTheDocument();
    expect(screen.getByText(ACCESS_DENIED)).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('shows the newest page with who, what and each field’s change', async () => {
    signInAs('admin');
    server = fakeApi({ 'GET /api/audit': { body: { items: [reportEdit, userCreate], total: 2 } } });
    renderAdminPage(<AuditLogPage />);
    const table = await screen.findByRole('table', { name: 'Audit log entries, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('asha')).toBeInTheDocument();
    expect(within(rows[0]).getByText('from 127.0.0.1')).toBeInTheDocument();
    expect(within(rows[0]).getByText('agent')).toBeInTheDocument();
    expect(within(rows[0]).getByText('agent-north → agent-south')).toBeInTheDocument();
    expect(within(rows[1]).getByText('— → user')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 2 of 2 entries')).toBeInTheDocument();
    expect(auditCalls()).toEqual([{ page: '1', pageSize: '20' }]);
  });

  it('searches with every filter, from the keyboard, and pages on the server', async () => {
    signInAs('subadmin', { section: ['Turbo'] });
    server = fakeApi({ 'GET /api/audit': { body: { items: [reportEdit], total: 45 } } });
    renderAdminPage(<AuditLogPage />);
    await screen.findByRole('table');
    const user = userEvent.setup();
    const filters = screen.getByRole('search', { name: 'Audit log filters' });
    await user.type(within(filters).getByLabelText('Who'), 'asha');
    await user.selectOptions(within(filters).getByLabelText('Area'), 'Turbo');
    await user.selectOptions(within(filters).getByLabelText('Resource'), 'Report');
    await user.type(within(filters).getByLabelText('Record ID'), 'r1');
    await user.type(within(filters).getByLabelText('Action'), 'update');
    fireEvent.change(within(filters).getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(filters).getByLabelText('To'), { target: { value: '2026-11-25' } });
    await user.type(within(filters).getByLabelText('Text in the changes'), 'agent-south{Enter}');
    const searched = {
      actor: 'asha',
      area: 'turbo',
      resource: 'report',
      recordId: 'r1',
      action: 'update',
      from: '2026-11-01',
      to: '2026-11-25',
      q: 'agent-south',
      page: '1',
      pageSize: '20',
    };
    await waitFor(() => expect(auditCalls().at(-1)).toEqual(searched));
    expect(await screen.findByText('Showing 1 to 20 of 45 entries')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(auditCalls().at(-1)).toEqual({ ...searched, page: '2' }));
    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    await waitFor(() => expect(auditCalls().at(-1)).toEqual({ ...searched, pageSize: '50' }));

    await user.click(within(filters).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(auditCalls().at(-1)).toEqual({ page: '1', pageSize: '50' }));
    expect(within(filters).getByLabelText('Who')).toHaveValue('');
  });

  it('asks the server again when the same search is made again', async () => {
    signInAs('admin');
    server = fakeApi({ 'GET /api/audit': [auditAnswer(), auditAnswer(reportEdit)] });
    renderAdminPage(<AuditLogPage />);
    await screen.findByText('No audit entries match these filters.');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('agent-north → agent-south')).toBeInTheDocument();
    expect(auditCalls()).toEqual([
      { page: '1', pageSize: '20' },
      { page: '1', pageSize: '20' },
    ]);
  });

  it("shows the newest search's entries, not a slower answer to the search before", async () => {
    signInAs('admin');
    let answerUsers: () => void = () => undefined;
    server = fakeApi({
      'GET /api/audit': (call) =>
        call.query.resource === 'user'
          ? new Promise((resolve) => (answerUsers = () => resolve(auditAnswer(userCreate))))
          : auditAnswer(reportEdit),
    });
    renderAdminPage(<AuditLogPage />);
    await screen.findByText('agent-north → agent-south');
    await userEvent.selectOptions(screen.getByLabelText('Resource'), 'User');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(auditCalls().at(-1)).toMatchObject({ resource: 'user' }));
    await userEvent.selectOptions(screen.getByLabelText('Resource'), 'Report');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(auditCalls().at(-1)).toMatchObject({ resource: 'report' }));
    await waitFor(() => expect(screen.getByRole('table').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false'));
    await act(async () => {
      answerUsers();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByText('agent-north → agent-south')).toBeInTheDocument();
    expect(screen.queryByText('— → user')).not.toBeInTheDocument();
  });

  it('exports the entries of the filters applied', async () => {
    signInAs('admin');
    URL.createObjectURL = () => 'blob:audit';
    URL.revokeObjectURL = () => undefined;
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    server = fakeApi({
      'GET /api/audit': auditAnswer(reportEdit),
      'GET /api/audit/export': { text: 'xlsx bytes', headers: { 'content-type': 'application/octet-stream' } },
    });
    renderAdminPage(<AuditLogPage />);
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByLabelText('Resource'), 'User');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(auditCalls().at(-1)).toMatchObject({ resource: 'user' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Audit log exported.')).toBeInTheDocument();
    const exported = server.calls.find((call) => call.path === '/api/audit/export')!;
    expect(exported.query).toEqual({ resource: 'user' });
    expect(saved).toEqual(['audit-log.xlsx']);
    click.mockRestore();
  });

  it('says when nothing matches', async () => {
    signInAs('admin');
    server = fakeApi({ 'GET /api/audit': auditAnswer() });
    renderAdminPage(<AuditLogPage />);
    expect(await screen.findByText('No audit entries match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says why the log could not be loaded, and retries', async () => {
    signInAs('admin');
    server = fakeApi({
      'GET /api/audit': [
        { status: 400, body: { message: 'from must be a valid date as YYYY-MM-DD' } },
        auditAnswer(reportEdit),
      ],
    });
    renderAdminPage(<AuditLogPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('from must be a valid date as YYYY-MM-DD');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('agent-north → agent-south')).toBeInTheDocument();
  });
});
