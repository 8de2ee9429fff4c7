export * from './fakeApi';
export { renderWithTheme } from './renderWithTheme';
export { describeAreaRoutes } from './describeAreaRoutes';
