export { renderWithTheme } from './renderWithTheme';
export { describeRouteManifest } from './describeRouteManifest';
export { auditAnswer, auditEntry } from './auditEntry';
