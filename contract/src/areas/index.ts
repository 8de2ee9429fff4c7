export * from './types';
export * from './proofResource';
export { turboArea } from './turbo';
export { forexArea } from './forex';

import { forexArea } from './forex';
import { turboArea } from './turbo';

export const AREAS = [turboArea, forexArea] as const;
export * from './proofListQuery';
