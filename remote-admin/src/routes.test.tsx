import { describeRouteManifest } from 'shared-kit/testing';
import { routeManifest } from './routeManifest';
import routes from './routes';

describeRouteManifest(routeManifest, routes);

describe('the administration sidebar', () => {
  it('puts the dashboard above every group, then User management for staff, 4X Statestics and Releases for admin', () => {
    expect(routeManifest.routes.find((route) => route.path === '/dashboard')?.sidebar).toEqual({
      label: 'Dashboard',
      order: 10,
    });
    expect(routeManifest.groups).toEqual([
      { heading: 'User management', order: 40, audience: { kind: 'staff' } },
      { heading: '4X Statestics', order: 50, audience: { kind: 'admin' } },
      { heading: 'Releases', order: 60, audience: { kind: 'admin' } },
    ]);
    const links = (group: string) =>
      routeManifest.routes.filter((route) => route.sidebar?.group === group).map((route) => route.sidebar!.label);
    expect(links('User management')).toEqual(['Role and Permission', 'Attendance', 'Backup Data', 'Audit Log']);
    expect(links('4X Statestics')).toEqual(['Daily P&L']);
    expect(links('Releases')).toEqual(['Sections']);
  });
});
