export * from './fakeApi';
export { renderWithTheme } from './renderWithTheme';
