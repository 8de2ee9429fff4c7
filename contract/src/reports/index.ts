/**
 * Reports without React: the fixed lists, the rules, normalisation of older records, filtering,
 * sorting, totals and the row layout. The browser and the API (`@console/contract/reports`) both use it.
 */
export * from './types';
export * from './options';
export * from './normalize';
export * from './validate';
export * from './filters';
export * from './query';
export * from './view';
export { SEPARATOR } from './reportIndex';
export * from './searchText';
export * from './rows';
export * from './columns';
export * from './reportTable';
export * from './reportBlocks';
export * from './duplicateKey';
