import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@console/platform/testing';
import { renderAdminPage, resetStore, signInAs } from '../../testing/renderAdminPage';
import SectionsPage from './SectionsPage';
import { useSections } from './sectionsStore';

jest.setTimeout(20_000);

const figures = (load: number, crash = 0) => ({ load, failure: 0, fallback: 0, crash });
const version = (id: string, share: number, people: number, crash = 0) => ({
  id,
  manifestUrl: `https://cdn.example.com/${id}/mf-manifest.json`,
  share,
  registeredBy: 'admin',
  registeredAt: '2026-11-25T03:00:00.000Z',
  people,
  lastHour: figures(10, crash),
  lastDay: figures(40, crash),
});
const section = (name: string, versions: ReturnType<typeof version>[]) => ({
  body: {
    section: name,
    versions,
    shares: Object.fromEntries(versions.map((v) => [v.id, v.share])),
    allowedOrigins: [],
    errors: [],
  },
});

let server: ReturnType<typeof fakeApi>;
afterEach(() => server?.restore());
beforeEach(() => resetStore(useSections));

function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  server = fakeApi({
    'GET /api/sections/turbo': section('turbo', [version('initial', 100, 3)]),
    'GET /api/sections/forex': section('forex', [version('initial', 90, 5), version('v2', 10, 1, 2)]),
    'GET /api/sections/admin': section('admin', [version('initial', 100, 6)]),
    'GET /api/sections/turbo/keys': { body: { keys: [] } },
    'GET /api/sections/forex/keys': {
      body: { keys: [{ id: 'k1', createdBy: 'admin', createdAt: '2026-11-25T03:00:00.000Z', lastUsedAt: null }] },
    },
    'GET /api/sections/admin/keys': { body: { keys: [] } },
    'GET /api/sections/assignment': { body: { sections: {} } },
    'PUT /api/sections/forex/rollout': { body: { message: 'The forex section is now: initial 100 %' } },
    'POST /api/sections/turbo/keys': { status: 201, body: { id: 'k2', key: 'csk_secret' } },
    'DELETE /api/sections/forex/keys/k1': { body: { message: 'The deploy key is revoked' } },
    ...extra,
  });
}

describe('the Sections page', () => {
  it('is refused to anyone but an admin', () => {
    signInAs('subadmin');
    renderAdminPage(<SectionsPage />);
    expect(screen.getByText('You do not have permission to view this page.')).toBeInTheDocument();
  });

  it('shows each version’s share, people and figures, and rolls back only after a confirmation', async () => {
    signInAs('admin');
    serve();
    renderAdminPage(<SectionsPage />);
    const table = await screen.findByRole('table', { name: 'Forex versions, in registration order' });
    const v2 = within(table).getByRole('row', { name: /^v2/ });
    expect(v2).toHaveTextContent('10 %');
    expect(v2).toHaveTextContent('10 loads, 0 failures, 0 fallbacks, 2 crashes');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Put everyone here: initial of Forex' }));
    const question = screen.getByRole('alertdialog');
    expect(question).toHaveTextContent('Put everyone on version initial of Forex at their next page load?');
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.click(within(question).getByRole('button', { name: 'Change shares' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({ shares: { initial: 100 } }),
    );
    expect(await screen.findByText('The forex section is now: initial 100 %')).toBeInTheDocument();
  });

  it('refuses shares that do not sum to 100 in the form, before asking', async () => {
    signInAs('admin');
    serve();
    renderAdminPage(<SectionsPage />);
    const form = await screen.findByRole('form', { name: 'Forex shares' });
    const user = userEvent.setup();
    await user.clear(within(form).getByLabelText('v2 (%)'));
    await user.type(within(form).getByLabelText('v2 (%)'), '20');
    await user.click(within(form).getByRole('button', { name: 'Change shares' }));
    expect(within(form).getByText('shares must sum to 100, not 110')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows a new key once, and revokes a key after a confirmation', async () => {
    signInAs('admin');
    serve();
    renderAdminPage(<SectionsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create a Turbo deploy key' }));
    expect(await screen.findByLabelText('New deploy key')).toHaveTextContent('csk_secret');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('csk_secret')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Revoke the Forex key/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(server.calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('says why the sections could not be read', async () => {
    signInAs('admin');
    serve({ 'GET /api/sections/turbo': { status: 500, text: 'oops' } });
    renderAdminPage(<SectionsPage />);
    expect(await screen.findByText('Could not load the sections.')).toBeInTheDocument();
    expect(screen.queryByText('Loading sections')).not.toBeInTheDocument();
  });

  it('says why a change failed, with its fallback, and closes the question', async () => {
    signInAs('admin');
    serve({ 'PUT /api/sections/forex/rollout': { status: 500, text: 'oops' } });
    renderAdminPage(<SectionsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Put everyone here: initial of Forex' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Change shares' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not change the shares.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
