import type { ComponentType } from 'react';

/**
 * A page of a remote's route table. `preload` (optional: a remote built before it has none) loads the
 * page's code, so the shell can render the page only once it is there: a page that suspends on its
 * first render shows a fallback, and React then holds the page back until 300 ms after that fallback
 * (its Suspense throttle), on every first visit and reload.
 */
export type RoutePage = ComponentType & { preload?: () => Promise<unknown> };

/**
 * What every remote exposes as `./routes`: the pages it serves, by the path patterns of its route
 * manifest. The shell owns the guards and the layout; a remote owns only what is inside.
 */
export type RemoteRoutes = Readonly<Record<string, RoutePage>>;
