// One file per feature's tables; drizzle-kit reads them all through this index.
export * from './core';
export * from './forexchart';
export * from './passwordReset';
export * from './rateLimits';
export * from './catalogue';
export * from './reports';
export * from './proofs';
export * from './proofFilter';
export * from './backupRequests';
export * from './listRevisions';
export * from './listSnapshots';
export * from './listBlocks';
export * from './sections';
export * from './audit';
export * from './reportDayTotals';
export * from './reportSearch';
export * from './reportSort';
