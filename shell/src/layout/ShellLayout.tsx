import { Suspense, type ReactNode } from 'react';
import { preloadable } from 'shared-kit/preloadable';

const Layout = preloadable(() => import('./Layout'));
// Loaded with the console's code rather than when first drawn: by then (after the person's sections
// and route manifests are read) it is here, so the layout never shows a fallback first (React holds a
// boundary's content back for up to 300 ms after a fallback).
void Layout.preload();

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
