export { forgetful, forgetOnSessionEnd } from './forgetOnSessionEnd';
