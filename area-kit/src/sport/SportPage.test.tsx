import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@console/platform/testing';
import { forexArea, turboArea } from '../../testing/sampleAreas';
import type { Area } from '../descriptor';
import { renderAreaPage, resetStore, signInAs } from '../../testing/renderAreaPage';
import { sportCatalogue } from './sportCatalogue';
import { SportPage } from './SportPage';

// Whole-page flows typed key by key: generous on a busy machine (no timing is asserted).
jest.setTimeout(30_000);

let server: ReturnType<typeof fakeApi>;
afterEach(() => server?.restore());

describe.each([turboArea, forexArea])('$label sports page', (area: Area) => {
  const resource = area.sport;
  const base = `/api${resource.apiBase}`;
  const wire = (id: string, name: string) => ({ _id: id, [resource.nameField]: name });
  const names = () =>
    screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0].textContent);
  beforeEach(() => resetStore(sportCatalogue(resource).useView));

  it('lists sports by name ascending, toggles the sort and pages with the given sizes', async () => {
    signInAs('admin');
    const sports = Array.from({ length: 22 }, (_, i) => wire(String(i), `Sport ${String.fromCharCode(90 - i)}`));
    server = fakeApi({ [`GET ${base}`]: { body: { data: sports } } });
    renderAreaPage(<SportPage area={area} />);
    expect(screen.getByRole('heading', { name: resource.title })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(names()[0]).toBe('Sport E');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: new RegExp(resource.nameColumn) }));
    expect(names()[0]).toBe('Sport Z');
    await userEvent.type(screen.getByRole('searchbox'), 'sport q');
    expect(names()).toEqual(['Sport Q']);
  });

  it('requires the name, creates with the wire field, previews from the server and deletes', async () => {
    signInAs('admin');
    server = fakeApi({
      [`GET ${base}`]: { body: { data: [wire('1', 'Cricket')] } },
      [`POST ${base}`]: { status: 201, body: { data: wire('2', 'Tennis') } },
      // The server's copy has changed since the list was loaded: the preview shows the server's.
      [`GET ${base}/1`]: { body: { data: wire('1', 'Cricket T20') } },
      [`DELETE ${base}/1`]: { body: { data: wire('1', 'Cricket') } },
    });
    renderAreaPage(<SportPage area={area} />);
    await userEvent.click(await screen.findByRole('button', { name: resource.addLabel }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText(resource.nameRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(new RegExp(resource.nameColumn)), ' Tennis ');
    expect(screen.queryByText(resource.nameRequired)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(resource.messages.created)).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'POST')!.body).toEqual({ [resource.nameField]: 'Tennis' });

    await userEvent.click(screen.getByRole('button', { name: 'Preview Cricket' }));
    expect(await screen.findByRole('dialog', { name: resource.previewTitle })).toHaveTextContent('Cricket T20');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    await userEvent.click(screen.getByRole('button', { name: 'Delete Cricket' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(resource.messages.confirmDelete);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('edits in a modal that starts clean again after closing', async () => {
    signInAs('admin');
    server = fakeApi({
      [`GET ${base}`]: { body: { data: [wire('1', 'Cricket')] } },
      [`PUT ${base}/1`]: { status: 400, body: { message: 'Name taken' } },
    });
    renderAreaPage(<SportPage area={area} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Cricket' }));
    const dialog = screen.getByRole('dialog', { name: resource.editLabel });
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    // The failure shows in the open form, where the person is looking, not behind it.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Name taken');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    // It stays with the dialog (not a banner that clears itself) and describes it to a screen reader.
    expect(dialog).toHaveAccessibleDescription('Name taken');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Cricket' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: resource.addLabel }));
    expect(screen.getByRole('dialog', { name: resource.addLabel })).toBeInTheDocument();
    expect(screen.getByLabelText(new RegExp(resource.nameColumn))).toHaveValue('');
  });

  it('without the listing right shows the no-access text and fetches nothing', () => {
    signInAs('user', [resource.rights.update]);
    server = fakeApi({});
    renderAreaPage(<SportPage area={area} />);
    expect(screen.getByText(resource.messages.noAccess)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: resource.addLabel })).not.toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });
});
