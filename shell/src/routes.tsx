import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ROUTE_ACCESS, type GuardedPath } from 'shared-kit';
import { ForgotPasswordPage } from './forgot-password/ForgotPasswordPage';
import { Guard } from './guard/Guard';
import { ShellLayout, type GuardedHandle } from './layout/ShellLayout';
import { LoginPage } from './login/LoginPage';
import { NotFoundPage } from './not-found/NotFoundPage';

// Loaded after login: the remote loader and its styled states stay out of the login page's JS.
const RemoteRoute = lazy(() => import('./remotes/RemoteRoute').then((module) => ({ default: module.RemoteRoute })));

const GUARDED_PATHS = Object.keys(ROUTE_ACCESS) as GuardedPath[];

/** The shell's route table: the pages outside the layout, and every catalogue route behind its guard. */
export const routes: RouteObject[] = [
  { path: '/', element: <LoginPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/404', element: <NotFoundPage /> },
  {
    element: <ShellLayout />,
    children: GUARDED_PATHS.map((path) => ({
      path,
      handle: { guardedPath: path } satisfies GuardedHandle,
      element: (
        <Guard path={path}>
          <RemoteRoute path={path} />
        </Guard>
      ),
    })),
  },
  { path: '*', element: <NotFoundPage /> },
];
