/**
 * The area kit (`@console/area-kit`): generic pages that Turbo and Forex both serve, bound to an
 * area descriptor. This entry stays light: a remote's route table imports it, so pages are reached
 * only through lazy imports (see catalogueRoutes) and load on a page's first visit.
 */
export { catalogueRoutes } from './catalogueRoutes';
export { proofRoutes } from './proofRoutes';
export { reportRoutes } from './reportRoutes';
