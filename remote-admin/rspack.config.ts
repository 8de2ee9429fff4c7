import { makeConfig } from '../rspack.config.base';
import { routeManifest } from './src/routeManifest';

export default makeConfig({
  dir: __dirname,
  name: 'admin',
  port: 3003,
  title: 'Admin (standalone)',
  exposes: { './routes': './src/routes.tsx' },
  routeManifest,
});
