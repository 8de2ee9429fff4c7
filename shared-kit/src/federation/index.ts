export { sectionRoutes } from './sectionRoutes';
export { preloadable, type Preloadable } from './preloadable';
