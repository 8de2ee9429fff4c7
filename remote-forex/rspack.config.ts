import { makeConfig } from '../rspack.config.base';

export default makeConfig({
  dir: __dirname,
  name: 'forex',
  port: 3002,
  title: 'Forex (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});
