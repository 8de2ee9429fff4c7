import { screen, within } from '@testing-library/react';
import { freshBrowser, person, renderShell, signIn } from '../../testing/renderShell';
import type { RouteManifest } from '@console/platform';
import { sidebarFor } from '../console/consoleMap';
import { MENU_WAIT_MS } from '../console/consoleMapStore';
import { TEST_MANIFESTS } from '../../testing/testManifests';

jest.mock('../remotes/RemoteRoute', () => require('../../testing/fakeRemoteRoute'));

beforeEach(freshBrowser);

async function sidebarOf(user: ReturnType<typeof person>) {
  signIn(user);
  renderShell('/dashboard');
  const nav = await screen.findByRole('navigation');
  const groups = within(nav)
    .queryAllByRole('heading')
    .map((heading) => heading.textContent);
  const links = within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
  return { groups, links };
}

describe('sidebar', () => {
  it('shows admin every group and every entry', async () => {
    const { groups, links } = await sidebarOf(person('admin'));
    expect(groups).toEqual(['Turbo', 'Forex', 'User management', '4X Statestics']);
    expect(links).toEqual([
      ['Dashboard', '/dashboard'],
      ['Whitelabel', '/whitelabel'],
      ['Prooftype', '/prooftype'],
      ['Sport', '/sports'],
      ['Proof', '/proof'],
      ['Report', '/reports'],
      ['Note', '/notes'],
      ['Whitelabel', '/forex_whitelabel'],
      ['Prooftype', '/forex_prooftype'],
      ['Sport', '/forex_sport'],
      ['Proof', '/forex_proof'],
      ['Report', '/forex_report'],
      ['Note', '/forex_note'],
      ['Role and Permission', '/userManagement'],
      ['Attendance', '/attendance'],
      ['Backup Data', '/backup'],
      ['Daily P&L', '/fourxchart'],
    ]);
  });

  it('shows a user with only Turbo note_listing just Dashboard and Note', async () => {
    const { groups, links } = await sidebarOf(person('user', ['Turbo'], ['note_listing']));
    expect(groups).toEqual(['Turbo']);
    expect(links).toEqual([
      ['Dashboard', '/dashboard'],
      ['Note', '/notes'],
    ]);
  });

  it('shows a subadmin User management but not 4X Statestics', async () => {
    const { groups, links } = await sidebarOf(person('subadmin', ['Forex'], ['forex_proof_listing']));
    expect(groups).toEqual(['Forex', 'User management']);
    expect(links.map(([label]) => label)).toEqual([
      'Dashboard',
      'Proof',
      'Role and Permission',
      'Attendance',
      'Backup Data',
    ]);
  });

  it('marks the current page', async () => {
    await sidebarOf(person('admin'));
    expect(within(screen.getByRole('navigation')).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('draws every group at once, when the last section has arrived: nothing moves under a pointer', async () => {
    let arrive!: (manifest: RouteManifest) => void;
    const turbo = new Promise<RouteManifest>((resolve) => (arrive = resolve));
    signIn(person('admin'));
    renderShell('/dashboard', { ...TEST_MANIFESTS, turbo });
    await screen.findByRole('status', { name: 'Loading the menu' });
    // Forex and admin are here, but drawn now, Turbo's group would arrive above theirs.
    expect(screen.queryByRole('navigation')).toBeNull();
    arrive(TEST_MANIFESTS.turbo);
    const nav = await screen.findByRole('navigation');
    expect(
      within(nav)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Turbo', 'Forex', 'User management', '4X Statestics']);
    expect(screen.queryByRole('status', { name: 'Loading the menu' })).toBeNull();
  });

  it('shows the sections that arrived when one is late, rather than no menu', async () => {
    signIn(person('admin'));
    renderShell('/dashboard', { ...TEST_MANIFESTS, turbo: new Promise<RouteManifest>(() => {}) });
    const nav = await screen.findByRole('navigation', {}, { timeout: MENU_WAIT_MS + 2000 });
    expect(
      within(nav)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Forex', 'User management', '4X Statestics']);
  });

  it('has a logo leading to the dashboard, outside the navigation list', async () => {
    await sidebarOf(person('admin'));
    expect(screen.getByRole('link', { name: 'Back Office' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('sidebarFor', () => {
  const ready = (names: string[]) => ({
    remotes: 'ready' as const,
    sections: Object.fromEntries(
      names.map((name) => [name, { status: 'ready' as const, manifest: TEST_MANIFESTS[name] }]),
    ),
  });

  it('leaves out a group whose section the person lacks, even with a stray permission', () => {
    const person_ = person('user', ['Turbo'], ['note_listing', 'forex_note_listing']);
    expect(sidebarFor(ready(['turbo', 'forex', 'admin']), person_).groups.map((g) => g.heading)).toEqual(['Turbo']);
  });

  it('shows nothing without a session', () => {
    expect(sidebarFor(ready(['turbo', 'forex', 'admin']), null)).toEqual({ top: [], groups: [] });
  });

  it('orders the groups across remotes, whichever manifest arrived first, and leaves out what has not', () => {
    const { top, groups } = sidebarFor(ready(['admin', 'forex']), person('admin'));
    expect(top).toEqual([{ path: '/dashboard', label: 'Dashboard' }]);
    expect(groups.map((g) => g.heading)).toEqual(['Forex', 'User management', '4X Statestics']);
  });

  it('lets another remote add a link to a group, in its place', () => {
    const turbo = TEST_MANIFESTS.turbo;
    const extra = {
      section: 'Extra',
      groups: [],
      routes: [{ ...turbo.routes[0], path: '/turbo_stats', sidebar: { label: 'Stats', group: 'Turbo', order: 3.5 } }],
    };
    const map = ready(['turbo']);
    const sections = { ...map.sections, extra: { status: 'ready' as const, manifest: extra } };
    const { groups } = sidebarFor({ ...map, sections }, person('admin'));
    expect(groups[0].links.map((link) => link.label)).toEqual([
      'Whitelabel',
      'Prooftype',
      'Sport',
      'Stats',
      'Proof',
      'Report',
      'Note',
    ]);
  });
});
