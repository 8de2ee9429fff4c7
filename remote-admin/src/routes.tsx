import { lazy } from 'react';
import { pendingPage, type RemoteRoutes } from 'shared-kit/federation';

// Each page is its own chunk: the routes module the shell loads stays small, and echarts comes only
// with the 4xChart page.
const UsersPage = lazy(() => import(/* webpackChunkName: "users" */ './users/UsersPage'));
const AttendancePage = lazy(() => import(/* webpackChunkName: "attendance" */ './attendance/AttendancePage'));
const BackupPage = lazy(() => import(/* webpackChunkName: "backup" */ './backup/BackupPage'));
const FourXChartPage = lazy(() => import(/* webpackChunkName: "fourxchart" */ './fourxchart/FourXChartPage'));

const routes: RemoteRoutes = {
  '/dashboard': pendingPage('Dashboard'),
  '/userManagement': UsersPage,
  '/attendance': AttendancePage,
  '/backup': BackupPage,
  '/fourxchart': FourXChartPage,
};

export default routes;
