import { browserProject } from '../jest.preset';

export default browserProject('platform', __dirname);
