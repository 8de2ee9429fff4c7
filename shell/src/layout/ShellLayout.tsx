import { lazy, Suspense, type ReactNode } from 'react';

const Layout = lazy(() => import('./Layout'));

/**
 * The chrome (sidebar, header) around a page. It is drawn, and its code loaded, only inside a guard
 * that let the person through; otherwise the guard redirects with nothing else shown.
 */
export function ShellLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Layout>{children}</Layout>
    </Suspense>
  );
}
