import { lazy, type ComponentType } from 'react';

export type Preloadable<P extends object> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

/**
 * A component whose code loads on first use, like React.lazy, and can also be loaded ahead
 * (`preload`). Unlike React.lazy alone, once its code is here it renders at once: React.lazy suspends
 * on its first render even when the module has arrived, which shows the nearest fallback and then
 * holds the content back for up to 300 ms (React's Suspense throttle). Until then it is React.lazy.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        // A failed load is tried again by the next preload (React.lazy keeps its own failure).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloaded(props: P) {
    const Component = loaded;
    return Component ? <Component {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloaded, { preload });
}
