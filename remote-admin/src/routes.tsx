import { lazy } from 'react';
import { pendingPage, type RemoteRoutes } from 'shared-kit/federation';

// Each page is its own chunk: the routes module the shell loads stays small, and echarts comes only
// with the 4xChart page.
const UsersPage = lazy(() => import(/* webpackChunkName: "users" */ './users/UsersPage'));

const routes: RemoteRoutes = {
  '/dashboard': pendingPage('Dashboard'),
  '/userManagement': UsersPage,
  '/attendance': pendingPage('Attendance Management'),
  '/backup': pendingPage('Data Backup'),
  '/fourxchart': pendingPage('4xChart'),
};

export default routes;
