export { renderWithTheme } from './renderWithTheme';
