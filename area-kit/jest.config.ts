import { browserProject } from '../jest.preset';

export default browserProject('area-kit', __dirname);
