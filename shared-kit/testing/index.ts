export { renderWithTheme } from './renderWithTheme';
export { describeRouteManifest } from './describeRouteManifest';
export { auditEntry } from './auditEntry';
