import { makeConfig } from '../rspack.config.base';
import { routeManifest } from './src/routeManifest';

export default makeConfig({
  dir: __dirname,
  name: 'turbo',
  port: 3001,
  title: 'Turbo (standalone)',
  exposes: { './routes': './src/routes.tsx' },
  routeManifest,
});
