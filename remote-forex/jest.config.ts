import { browserProject } from '../jest.preset';

export default browserProject('remote-forex', __dirname);
