import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@console/platform/testing';
import { VERSION_CONFLICT_MESSAGE } from '@console/contract/versions';
import { forexArea, turboArea } from '../../testing/sampleAreas';
import type { Area } from '../descriptor';
import { auditAnswer, auditEntry } from 'shared-kit/testing';
import { renderAreaPage, resetStore, signInAs } from '../../testing/renderAreaPage';
import { noteCatalogue } from './noteCatalogue';
import { NotePage } from './NotePage';

// Whole-page flows typed key by key: generous on a busy machine (no timing is asserted).
jest.setTimeout(30_000);

let server: ReturnType<typeof fakeApi>;
afterEach(() => server?.restore());

describe.each([turboArea, forexArea])('$label notes page', (area: Area) => {
  const resource = area.note;
  const base = `/api${resource.apiBase}`;
  const note = (n: number, extra: Record<string, string | number> = {}) => ({
    _id: `0190-${String(n).padStart(4, '0')}`,
    date: '2026-01-05',
    origin: `origin ${n}`,
    agent: `agent ${n}`,
    user: `user ${n}`,
    whatsappGroup: `group ${n}`,
    note: `note number ${n} with a long text`,
    noteAddby: 'admin',
    ...extra,
  });
  const firstCells = () =>
    screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1].textContent);
  beforeEach(() => resetStore(noteCatalogue(resource).useView));

  it('shows a spinner, then the newest notes first with the note cut to 15 characters', async () => {
    signInAs('admin');
    server = fakeApi({ [`GET ${base}`]: { body: { data: Array.from({ length: 25 }, (_, i) => note(i + 1)) } } });
    renderAreaPage(<NotePage area={area} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await screen.findByRole('table');
    for (const header of ['Date', 'Origin', 'Agent', 'User', 'WhatsApp Group', 'Note'])
      expect(screen.getByRole('button', { name: header })).toBeInTheDocument();
    expect(firstCells()[0]).toBe('origin 25');
    expect(screen.getAllByText('05 Jan 2026', { selector: 'td' })).toHaveLength(20);
    expect(screen.getAllByText('note number 25 ...')[0]).toHaveAttribute('title', 'note number 25 with a long text');
    expect(screen.getByText('Showing 1 to 20 of 25 entries')).toBeInTheDocument();
  });

  it('orders by creation: the time-ordered hex ids compare as numbers, not as text', async () => {
    signInAs('admin');
    server = fakeApi({
      [`GET ${base}`]: { body: { data: [note(1, { _id: '0190-0007' }), note(2, { _id: '0190-000a' })] } },
    });
    renderAreaPage(<NotePage area={area} />);
    await screen.findByRole('table');
    expect(firstCells()).toEqual(['origin 2', 'origin 1']);
  });

  it('goes back to page 1 when a column is sorted', async () => {
    signInAs('admin');
    server = fakeApi({ [`GET ${base}`]: { body: { data: Array.from({ length: 25 }, (_, i) => note(i + 1)) } } });
    renderAreaPage(<NotePage area={area} />);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 21 to 25 of 25 entries')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Origin' }));
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(firstCells()[0]).toBe('origin 1');
  });

  it('adds a note: only the note is required, the date goes as YYYY-MM-DD; Reset clears the form', async () => {
    signInAs('admin');
    server = fakeApi({
      [`GET ${base}`]: { body: { data: [] } },
      [`POST ${base}/add`]: { status: 201, body: { data: note(1), message: 'Note created successfully' } },
    });
    renderAreaPage(<NotePage area={area} />);
    expect(await screen.findByText(resource.messages.empty)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: resource.addLabel }));
    const dialog = screen.getByRole('dialog', { name: resource.addLabel });
    await userEvent.type(within(dialog).getByLabelText('Origin'), 'web');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(within(dialog).getByLabelText('Origin')).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Note content is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Note/)).toBeRequired();
    await userEvent.clear(within(dialog).getByLabelText('Date'));
    await userEvent.type(within(dialog).getByLabelText('Date'), '2026-02-03');
    await userEvent.type(within(dialog).getByLabelText('Agent'), 'Ravi');
    await userEvent.type(within(dialog).getByLabelText(/^Note/), 'see https://example.com/x');
    expect(within(dialog).queryByText('Note content is required')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(resource.messages.created)).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'POST')!.body).toEqual({
      date: '2026-02-03',
      origin: '',
      agent: 'Ravi',
      user: '',
      whatsappGroup: '',
      note: 'see https://example.com/x',
    });
  });

  it('previews a loaded note with links, the Note ID and a copy button', async () => {
    signInAs('admin');
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    const withLink = note(3, { note: 'proof at https://example.com/p/3 now' });
    server = fakeApi({
      [`GET ${base}`]: { body: { data: [withLink] } },
      [`GET ${base}/${withLink._id}`]: { body: { data: withLink } },
      'GET /api/audit': auditAnswer(
        auditEntry({
          action: 'create',
          resource: 'note',
          recordId: withLink._id,
          actor: { id: 'u2', username: 'ravi' },
        }),
      ),
    });
    renderAreaPage(<NotePage area={area} />);
    await user.click(await screen.findByRole('button', { name: 'Preview note proof at https:...' }));
    const dialog = await screen.findByRole('dialog', { name: resource.previewTitle });
    expect(within(dialog).getByRole('link', { name: 'https://example.com/p/3' })).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByText('Note ID')).toBeInTheDocument();
    expect(within(dialog).getByText(withLink._id)).toBeInTheDocument();
    const history = await within(dialog).findByRole('region', { name: 'History' });
    expect(within(history).getByText(/^Created by ravi at/)).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === '/api/audit')?.query).toMatchObject({
      resource: 'note',
      recordId: withLink._id,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Copy Note' }));
    expect(await within(dialog).findByText('Note copied to clipboard!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('proof at https://example.com/p/3 now');
  });

  it('edits with Update and deletes after the confirmation', async () => {
    signInAs('admin');
    server = fakeApi({
      [`GET ${base}`]: { body: { data: [note(1, { date: '2026-01-04T20:00:00.000Z' })] } },
      [`PUT ${base}/${note(1)._id}`]: { body: { data: note(1), message: 'updated' } },
      [`DELETE ${base}/${note(1)._id}`]: { body: { message: 'deleted' } },
    });
    renderAreaPage(<NotePage area={area} />);
    await userEvent.click(await screen.findByRole('button', { name: /^Edit note/ }));
    const dialog = screen.getByRole('dialog', { name: resource.editLabel });
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2026-01-05');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(resource.messages.updated)).toBeInTheDocument();
    expect((server.calls.find((c) => c.method === 'PUT')!.body as { date: string }).date).toBe('2026-01-05');
    await userEvent.click(screen.getByRole('button', { name: /^Delete note/ }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(resource.messages.confirmDelete);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('keeps the edit open when someone saved the note meanwhile, shows their change, and saves on their version', async () => {
    signInAs('admin');
    const mine = note(1, { version: 2 });
    const theirs = { ...mine, agent: 'agent by bob', version: 3 };
    server = fakeApi({
      [`GET ${base}`]: { body: { data: [mine] } },
      'GET /api/audit': { status: 403, body: { message: 'Forbidden' } },
      [`PUT ${base}/${mine._id}`]: [
        { status: 409, body: { message: VERSION_CONFLICT_MESSAGE, data: theirs } },
        { body: { data: { ...theirs, note: 'my note', version: 4 }, message: 'updated' } },
      ],
    });
    renderAreaPage(<NotePage area={area} />);
    await userEvent.click(await screen.findByRole('button', { name: /^Edit note/ }));
    const dialog = screen.getByRole('dialog', { name: resource.editLabel });
    await userEvent.clear(within(dialog).getByLabelText(/^Note/));
    await userEvent.type(within(dialog).getByLabelText(/^Note/), 'my note');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    const panel = await within(dialog).findByRole('region', { name: 'Changed by someone else' });
    const agent = within(panel).getByRole('group', { name: 'Agent' });
    expect(within(agent).getByRole('radio', { name: 'Take theirs: agent by bob' })).toBeChecked();
    expect(within(dialog).getByLabelText('Agent')).toHaveValue('agent by bob');
    expect(within(dialog).getByLabelText(/^Note/)).toHaveValue('my note');
    await userEvent.click(within(agent).getByRole('radio', { name: 'Keep mine: agent 1' }));
    expect(within(dialog).getByLabelText('Agent')).toHaveValue('agent 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(resource.messages.updated)).toBeInTheDocument();
    const puts = server.calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => call.headers.get('if-match'))).toEqual(['"2"', '"3"']);
    expect(puts[1].body).toMatchObject({ agent: 'agent 1', note: 'my note' });
  });

  it('shows the fetch failure, and without the listing right the no-access text with no fetch', async () => {
    signInAs('admin');
    server = fakeApi({ [`GET ${base}`]: { status: 500, text: 'down' } });
    const view = renderAreaPage(<NotePage area={area} />);
    // The client retries a failing GET a couple of times before the page says so.
    expect(await screen.findByRole('button', { name: 'Retry' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getAllByText(resource.messages.fetchFailed).length).toBeGreaterThan(0);
    view.unmount();
    server.restore();

    resetStore(noteCatalogue(resource).useView);
    signInAs('user', [resource.rights.create]);
    server = fakeApi({});
    renderAreaPage(<NotePage area={area} />);
    expect(screen.getByText(resource.messages.noAccess)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: resource.addLabel })).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });
});
