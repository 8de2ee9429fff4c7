import type { ComponentType } from 'react';

/**
 * What every remote exposes as `./routes`: the pages it serves, by route path. The shell owns the
 * guards and the layout; a remote owns only what is inside.
 */
export type RemoteRoutes = Readonly<Record<string, ComponentType>>;
