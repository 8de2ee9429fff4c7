import { describeAreaRoutes } from '@console/area-kit/testing';
import { area } from './area';
import routes from './routes';

describeAreaRoutes(area, routes);
