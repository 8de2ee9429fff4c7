import { describeAreaRoutes } from 'shared-kit/testing';
import { area } from './area';
import routes from './routes';

describeAreaRoutes(area, routes);
