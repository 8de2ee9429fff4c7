import { makeConfig } from '../rspack.config.base';
import { routeManifest } from './src/routeManifest';

export default makeConfig({
  dir: __dirname,
  name: 'forex',
  port: 3002,
  title: 'Forex (standalone)',
  exposes: { './routes': './src/routes.tsx' },
  routeManifest,
});
