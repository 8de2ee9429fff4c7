export { renderWithTheme } from './renderWithTheme';
export { describeRouteManifest } from './describeRouteManifest';
