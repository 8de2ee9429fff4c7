export { newQueryClient, sectionQueryClient } from './sectionQueryClient';
