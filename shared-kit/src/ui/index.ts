/** The design kit (shared as the federation singleton `shared-kit/ui`); for now only the theme. */
export { theme, type Theme } from './theme';
export { GlobalStyle } from './GlobalStyle';
