import { nodeProject } from '../jest.preset';

// Node, as the API runs it: the contract must need no DOM.
export default nodeProject('contract', __dirname);
