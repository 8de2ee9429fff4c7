import type { RouteObject } from 'react-router-dom';
import { ConsolePage } from './console/ConsolePage';
import { ForgotPasswordPage } from './forgot-password/ForgotPasswordPage';
import { LoginPage } from './login/LoginPage';
import { RouterNavigation } from './navigation/RouterNavigation';
import { NotFoundPage } from './not-found/NotFoundPage';

/**
 * The shell's route table: its own pages, and every other address for the console, which finds the
 * page in the remotes' route manifests. The shell itself knows no section's path.
 */
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
  { path: '*', element: <ConsolePage /> },
];
