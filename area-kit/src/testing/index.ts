export { describeAreaRoutes } from './describeAreaRoutes';
