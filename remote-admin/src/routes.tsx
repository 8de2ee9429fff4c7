import { preloadable, sectionRoutes } from 'shared-kit/federation';

// Each page is its own chunk: the routes module the shell loads stays small, and echarts comes only
// with the pages that draw charts (dashboard, 4xChart).
const DashboardPage = preloadable(() => import(/* webpackChunkName: "dashboard" */ './dashboard/DashboardPage'));
const UsersPage = preloadable(() => import(/* webpackChunkName: "users" */ './users/UsersPage'));
const AttendancePage = preloadable(() => import(/* webpackChunkName: "attendance" */ './attendance/AttendancePage'));
const BackupPage = preloadable(() => import(/* webpackChunkName: "backup" */ './backup/BackupPage'));
const AuditLogPage = preloadable(() => import(/* webpackChunkName: "auditlog" */ './audit/AuditLogPage'));
const FourXChartPage = preloadable(() => import(/* webpackChunkName: "fourxchart" */ './fourxchart/FourXChartPage'));
const SectionsPage = preloadable(() => import(/* webpackChunkName: "sections" */ './sections/SectionsPage'));

const routes = sectionRoutes({
  '/dashboard': DashboardPage,
  '/userManagement': UsersPage,
  '/attendance': AttendancePage,
  '/backup': BackupPage,
  '/auditLog': AuditLogPage,
  '/fourxchart': FourXChartPage,
  '/sections': SectionsPage,
});

export default routes;
