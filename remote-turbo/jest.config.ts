import { browserProject } from '../jest.preset';

export default browserProject('remote-turbo', __dirname);
