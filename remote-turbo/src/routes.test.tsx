import { describeAreaRoutes } from '@console/area-kit/testing';
import { area } from './area';
import { routeManifest } from './routeManifest';
import routes from './routes';

describeAreaRoutes(area, routes, routeManifest);

it('places the Turbo group after the dashboard, before Forex', () => {
  expect(routeManifest.groups[0].order).toBe(20);
});
