export { sectionRoutes } from './sectionRoutes';
