import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@console/platform/testing';
import { forexArea, turboArea } from '../../testing/sampleAreas';
import type { Area } from '../descriptor';
import { auditAnswer, auditEntry } from 'shared-kit/testing';
import { pngFile, renderAreaPage, resetStore, signInAs } from '../../testing/renderAreaPage';
import { whitelabelCatalogue } from './whitelabelCatalogue';
import { WhitelabelPage } from './WhitelabelPage';

// Whole-page flows typed key by key: generous on a busy machine (no timing is asserted).
jest.setTimeout(30_000);

let server: ReturnType<typeof fakeApi>;
afterEach(() => server?.restore());

describe.each([turboArea, forexArea])('$label whitelabel page', (area: Area) => {
  const resource = area.whitelabel;
  const base = `/api${resource.apiBase}`;
  const wire = (id: string, user: string, extra: Record<string, string> = {}) => ({
    _id: id,
    [resource.userField]: user,
    whatsapp_group: `${user} group`,
    hexacode: '#112233',
    url: `https://${user}.example`,
    logo: `uploads/${area.key}/logos/${id}.png`,
    ...extra,
  });
  const listed = [
    wire('1', 'zeta'),
    wire('2', 'alpha', { logo: 'https://cdn.example/a.png' }),
    wire('3', 'Mid', { logo: '' }),
  ];

  beforeEach(() => resetStore(whitelabelCatalogue(resource).useView));

  const rowsText = () =>
    screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1].textContent);

  it('lists the whitelabels sorted by user, with logos from /api, absolute or placeholder, linked to the detail', async () => {
    signInAs('admin');
    server = fakeApi({ [`GET ${base}/all`]: { body: { data: listed } } });
    renderAreaPage(<WhitelabelPage area={area} />);
    expect(screen.getByRole('heading', { name: resource.title })).toBeInTheDocument();
    await screen.findByRole('table');
    for (const header of ['Logo', resource.userColumn, 'WhatsApp Group', 'Color', 'URL', 'Actions'])
      expect(
        screen.getByRole('columnheader', { name: new RegExp(header.replace(/[()]/g, '\\$&')) }),
      ).toBeInTheDocument();
    expect(rowsText()).toEqual(['alpha', 'Mid', 'zeta']);
    expect(screen.getByRole('img', { name: 'zeta logo' })).toHaveAttribute(
      'src',
      `/api/uploads/${area.key}/logos/1.png`,
    );
    expect(screen.getByRole('img', { name: 'alpha logo' })).toHaveAttribute('src', 'https://cdn.example/a.png');
    expect(screen.getByRole('img', { name: 'Mid logo (none)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'zeta details' })).toHaveAttribute('href', `${resource.detailRoute}/1`);
    fireEvent.error(screen.getByRole('img', { name: 'zeta logo' }));
    expect(screen.getByRole('img', { name: 'zeta logo (none)' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 3 of 3 entries')).toBeInTheDocument();
  });

  it('searches, sorts by a clicked column and pages by 20', async () => {
    signInAs('admin');
    const many = Array.from({ length: 25 }, (_, i) => wire(String(i + 10), `user${String(i + 10)}`));
    server = fakeApi({ [`GET ${base}/all`]: { body: { data: many } } });
    renderAreaPage(<WhitelabelPage area={area} />);
    await screen.findByRole('table');
    expect(screen.getByText('Showing 1 to 20 of 25 entries')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^URL/ }));
    await userEvent.click(screen.getByRole('button', { name: /^URL/ }));
    expect(rowsText()[0]).toBe('user34');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'user1');
    expect(screen.getByText('Showing 1 to 10 of 10 entries')).toBeInTheDocument();
  });

  it('adds a whitelabel: requires every field and the logo, sends multipart with the wire names, shows the banner', async () => {
    signInAs('admin');
    const created = wire('9', 'newbrand');
    server = fakeApi({
      [`GET ${base}/all`]: [{ body: { data: [] } }, { body: { data: [created] } }],
      [`POST ${base}/create`]: { status: 201, body: { data: created, message: 'created' } },
    });
    renderAreaPage(<WhitelabelPage area={area} />);
    expect(await screen.findByText(resource.messages.empty)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: resource.addLabel }));
    const dialog = screen.getByRole('dialog', { name: resource.addLabel });
    expect(within(dialog).getByText('Size: 180*50 FileType: .png')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    for (const message of [
      'Username is required',
      'WhatsApp group is required',
      'Hexacode is required',
      'URL is required',
      'Logo is required',
    ])
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText(/Username/), 'newbrand');
    // A corrected field's message goes at once; the others stay until theirs are corrected.
    expect(within(dialog).queryByText('Username is required')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Username/)).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByText('WhatsApp group is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/WhatsApp Group/), 'newbrand group');
    await userEvent.type(within(dialog).getByLabelText(/Hexacode/), 'ABCDEF');
    await userEvent.type(within(dialog).getByLabelText(/^URL/), 'https://newbrand.example');
    await userEvent.upload(within(dialog).getByLabelText(/Logo/), pngFile());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('status')).toHaveTextContent(resource.messages.created);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const post = server.calls.find((c) => c.method === 'POST')!;
    const body = String(post.body);
    expect(body).toMatch(new RegExp(`name="${resource.userField}"\\r\\n\\r\\nnewbrand\\r\\n`));
    expect(body).toMatch(/name="hexacode"\r\n\r\n#ABCDEF\r\n/);
    expect(body).toMatch(/name="url"\r\n\r\nhttps:\/\/newbrand.example\r\n/);
    expect(body).toMatch(/name="logo"; filename="logo.png"/);
    expect(await screen.findByRole('img', { name: 'newbrand logo' })).toBeInTheDocument();
  });

  it('edits without a new logo (kept), previews the card and deletes after the confirmation', async () => {
    signInAs('admin');
    server = fakeApi({
      [`GET ${base}/all`]: { body: { data: [wire('1', 'zeta')] } },
      [`PUT ${base}/1`]: { body: { data: wire('1', 'zeta2') } },
      [`DELETE ${base}/1`]: { body: { message: 'deleted' } },
      'GET /api/audit': auditAnswer(
        auditEntry({ resource: 'whitelabel', recordId: '1', changes: { user: { before: 'zeta', after: 'zeta2' } } }),
      ),
    });
    renderAreaPage(<WhitelabelPage area={area} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit zeta' }));
    const dialog = screen.getByRole('dialog', { name: resource.editLabel });
    expect(within(dialog).getByText('Leave empty to keep the current logo')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/Username/));
    await userEvent.type(within(dialog).getByLabelText(/Username/), 'zeta2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('status')).toHaveTextContent(resource.messages.updated);
    const put = String(server.calls.find((c) => c.method === 'PUT')!.body);
    expect(put).toMatch(/name="hexacode"\r\n\r\n#112233\r\n/);
    expect(put).not.toMatch(/name="logo"/);

    await userEvent.click(screen.getByRole('button', { name: 'Preview zeta' }));
    const preview = screen.getByRole('dialog', { name: resource.previewTitle });
    expect(within(preview).getByText('T&c Apply')).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: 'https://zeta.example' })).toBeInTheDocument();
    const history = await within(preview).findByRole('region', { name: 'History' });
    expect(within(history).getByText('zeta → zeta2')).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === '/api/audit')?.query).toMatchObject({
      resource: 'whitelabel',
      recordId: '1',
    });
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Delete zeta' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(resource.messages.confirmDelete);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'DELETE' && c.path === `${base}/1`)).toBe(true));
    expect(await screen.findByText(resource.messages.deleted)).toBeInTheDocument();
  });

  it("shows the server's error, or the fallback when it gives none", async () => {
    signInAs('admin');
    server = fakeApi({
      [`GET ${base}/all`]: { body: { data: [wire('1', 'zeta')] } },
      [`DELETE ${base}/1`]: [
        { status: 403, body: { message: 'Not allowed here' } },
        { status: 500, text: 'oops' },
      ],
    });
    renderAreaPage(<WhitelabelPage area={area} />);
    for (const expected of ['Not allowed here', resource.messages.deleteFailed]) {
      await userEvent.click(await screen.findByRole('button', { name: 'Delete zeta' }));
      await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(expected));
    }
  });

  it('shows each button only with its right, and fetches nothing without the listing right', async () => {
    signInAs('user', [resource.rights.listing, resource.rights.preview]);
    server = fakeApi({ [`GET ${base}/all`]: { body: { data: [wire('1', 'zeta')] } } });
    const view = renderAreaPage(<WhitelabelPage area={area} />);
    await screen.findByRole('button', { name: 'Preview zeta' });
    expect(screen.queryByRole('button', { name: resource.addLabel })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit zeta' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete zeta' })).not.toBeInTheDocument();
    view.unmount();

    server.restore();
    resetStore(whitelabelCatalogue(resource).useView);
    signInAs('user', [resource.rights.create]);
    server = fakeApi({});
    renderAreaPage(<WhitelabelPage area={area} />);
    expect(screen.getByText(resource.messages.noAccess)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: resource.addLabel })).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });
});
