import { browserProject } from '../jest.preset';

const project = browserProject('remote-admin', __dirname);

// echarts and zrender ship ES modules only: jest compiles them too, so the 4xChart renders in tests.
export default {
  ...project,
  transformIgnorePatterns: ['/node_modules/(?!(ky|echarts|zrender|echarts-for-react)/)'],
};
