import { screen, waitFor, within } from '@testing-library/react';
import { rangeStartInKolkata, todayInKolkata } from '@console/contract/time';
import userEvent from '@testing-library/user-event';
import type { RouteManifest } from '@console/platform';
import { answerConsoleFiles } from '../../testing/answerConsoleFiles';
import { currentPath, freshBrowser, person, renderShell, signIn } from '../../testing/renderShell';
import { TEST_MANIFESTS } from '../../testing/testManifests';

jest.mock('../remotes/RemoteRoute', () => require('../../testing/fakeRemoteRoute'));

beforeEach(freshBrowser);

describe('the console built from the remotes’ route manifests', () => {
  it('serves a page a remote adds, with its guard and sidebar link, without a change to the shell', async () => {
    const turbo: RouteManifest = {
      ...TEST_MANIFESTS.turbo,
      routes: [
        ...TEST_MANIFESTS.turbo.routes,
        {
          path: '/turbo_stats',
          title: 'Turbo Stats',
          access: { kind: 'permission', section: 'Turbo', anyOf: ['report_listing'] },
          sidebar: { label: 'Stats', group: 'Turbo', order: 7 },
        },
      ],
    };
    signIn(person('user', ['Turbo'], ['report_listing']));
    renderShell('/turbo_stats', { ...TEST_MANIFESTS, turbo });
    expect(await screen.findByRole('heading', { name: 'Page /turbo_stats' })).toBeInTheDocument();
    const turboGroup = within(screen.getByRole('navigation')).getByRole('region', { name: 'Turbo' });
    expect(within(turboGroup).getByRole('link', { name: 'Stats' })).toHaveAttribute('href', '/turbo_stats');
  });

  it('guards the added page like any other: a person without its right gets the not-found page', async () => {
    const turbo: RouteManifest = {
      ...TEST_MANIFESTS.turbo,
      routes: [
        {
          path: '/turbo_stats',
          title: 'Turbo Stats',
          access: { kind: 'permission', section: 'Turbo', anyOf: ['report_listing'] },
        },
      ],
    };
    signIn(person('user', ['Turbo'], ['note_listing']));
    const { router } = renderShell('/turbo_stats', { ...TEST_MANIFESTS, turbo });
    expect(await screen.findByText('Oops! Page Not Found')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/404');
  });

  it("starts a page's first read as soon as its address is known, its dates filled in for today", async () => {
    signIn(person('user', ['Turbo'], ['report_listing']));
    const asked: URL[] = [];
    const before = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      if (url.pathname !== '/api/report/view') return before(request);
      asked.push(url);
      return new Response('{"data":[]}', { headers: { 'content-type': 'application/json' } });
    };
    const turbo: RouteManifest = {
      ...TEST_MANIFESTS.turbo,
      routes: [
        {
          path: '/reports',
          title: 'Report Management',
          access: { kind: 'permission', section: 'Turbo', anyOf: ['report_listing'] },
          prefetch: {
            path: '/report/view',
            searchParams: { startDate: '{rangeStart}', endDate: '{today}', page: '1' },
          },
        },
      ],
    };
    renderShell('/reports', { ...TEST_MANIFESTS, turbo });
    expect(await screen.findByRole('heading', { name: 'Page /reports' })).toBeInTheDocument();
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(Object.fromEntries(asked[0].searchParams)).toEqual({
      startDate: rangeStartInKolkata(),
      endDate: todayInKolkata(),
      page: '1',
    });
    globalThis.fetch = before;
  });

  it("keeps the other sections working when one section's manifest does not arrive", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    signIn(person('admin'));
    renderShell('/whitelabel', { ...TEST_MANIFESTS, forex: 'down' });
    expect(await screen.findByRole('heading', { name: 'Page /whitelabel' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation');
    expect(within(nav).queryByRole('region', { name: 'Forex' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('region', { name: 'Turbo' })).toBeInTheDocument();
  });

  it('answers an address of a section that did not answer with its error card and Retry, not "not found"', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    signIn(person('admin'));
    renderShell('/forex_note', { ...TEST_MANIFESTS, forex: 'down' });
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('The Forex section could not be loaded');
    expect(screen.queryByText('Oops! Page Not Found')).not.toBeInTheDocument();

    answerConsoleFiles(TEST_MANIFESTS);
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Page /forex_note' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor of a section page to the login page', async () => {
    const { router } = renderShell('/forex_note');
    expect(await screen.findByRole('heading', { name: 'Welcome Team' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/');
  });
});
