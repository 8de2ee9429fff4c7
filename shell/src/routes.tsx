import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ROUTE_ACCESS, type GuardedPath } from '@console/contract/permissions';
import { ForgotPasswordPage } from './forgot-password/ForgotPasswordPage';
import { Guard } from './guard/Guard';
import { ShellLayout, type GuardedHandle } from './layout/ShellLayout';
import { LoginPage } from './login/LoginPage';
import { RouterNavigation } from './navigation/RouterNavigation';
import { NotFoundPage } from './not-found/NotFoundPage';

// Loaded after login: the remote loader and its styled states stay out of the login page's JS.
const RemoteRoute = lazy(() => import('./remotes/RemoteRoute').then((module) => ({ default: module.RemoteRoute })));

const GUARDED_PATHS = Object.keys(ROUTE_ACCESS) as GuardedPath[];

/**
 * A guarded route: `entry` is the key in the remote's route table. A record's own page
 * (`${path}/:id`, e.g. /whitelabel/{id}) sits behind the same guard as its list, so it needs the
 * same rights; a remote without such a page sends the visitor to the not-found page.
 */
const guarded = (path: GuardedPath, entry: string): RouteObject => ({
  path: entry,
  handle: { guardedPath: path } satisfies GuardedHandle,
  element: (
    <Guard path={path}>
      <RemoteRoute path={path} entry={entry} />
    </Guard>
  ),
});

/** The shell's route table: the pages outside the layout, and every catalogue route behind its guard. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <RouterNavigation>
        <LoginPage />
      </RouterNavigation>
    ),
  },
  {
    path: '/forgot-password',
    element: (
      <RouterNavigation>
        <ForgotPasswordPage />
      </RouterNavigation>
    ),
  },
  { path: '/404', element: <NotFoundPage /> },
  {
    element: <ShellLayout />,
    children: GUARDED_PATHS.flatMap((path) => [guarded(path, path), guarded(path, `${path}/:id`)]),
  },
  { path: '*', element: <NotFoundPage /> },
];
