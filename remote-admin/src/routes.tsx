import { lazy } from 'react';
import { sectionRoutes } from 'shared-kit/federation';

// Each page is its own chunk: the routes module the shell loads stays small, and echarts comes only
// with the pages that draw charts (dashboard, 4xChart).
const DashboardPage = lazy(() => import(/* webpackChunkName: "dashboard" */ './dashboard/DashboardPage'));
const UsersPage = lazy(() => import(/* webpackChunkName: "users" */ './users/UsersPage'));
const AttendancePage = lazy(() => import(/* webpackChunkName: "attendance" */ './attendance/AttendancePage'));
const BackupPage = lazy(() => import(/* webpackChunkName: "backup" */ './backup/BackupPage'));
const AuditLogPage = lazy(() => import(/* webpackChunkName: "auditlog" */ './audit/AuditLogPage'));
const FourXChartPage = lazy(() => import(/* webpackChunkName: "fourxchart" */ './fourxchart/FourXChartPage'));
const SectionsPage = lazy(() => import(/* webpackChunkName: "sections" */ './sections/SectionsPage'));

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
