import type { ComponentType } from 'react';

/**
 * What every remote exposes as `./routes`: the pages it serves, by the path patterns of its route
 * manifest. The shell owns the guards and the layout; a remote owns only what is inside.
 */
export type RemoteRoutes = Readonly<Record<string, ComponentType>>;
