import { pendingPage, type RemoteRoutes } from 'shared-kit/federation';

const routes: RemoteRoutes = {
  '/dashboard': pendingPage('Dashboard'),
  '/userManagement': pendingPage('User Management'),
  '/attendance': pendingPage('Attendance Management'),
  '/backup': pendingPage('Data Backup'),
  '/fourxchart': pendingPage('4xChart'),
};

export default routes;
