import { browserProject } from '../jest.preset';

export default browserProject('remote-admin', __dirname);
