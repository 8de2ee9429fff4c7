import { browserProject } from '../jest.preset';

export default browserProject('shared-kit', __dirname);
