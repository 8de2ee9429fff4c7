import { browserProject } from '../jest.preset';

export default browserProject('shell', __dirname);
