import type { Theme } from './theme';

// The theme's type for every styled component; imported by theme.ts so that each app that uses the
// theme gets it (its compiled JavaScript is empty, so the login page loads no styled-components).
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  export interface DefaultTheme extends Theme {}
}
