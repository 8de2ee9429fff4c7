import { makeConfig } from '../rspack.config.base';

export default makeConfig({ dir: __dirname, name: 'shell', port: 3000, title: 'Back Office' });
