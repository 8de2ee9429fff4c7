import { describeAreaRoutes } from '@console/area-kit/testing';
import { area } from './area';
import { routeManifest } from './routeManifest';
import routes from './routes';

describeAreaRoutes(area, routes, routeManifest);

it('places the Forex group after Turbo, before User management', () => {
  expect(routeManifest.groups[0].order).toBe(30);
});
