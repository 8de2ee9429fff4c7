import { nodeProject } from '../jest.preset';

export default nodeProject('lint', __dirname);
