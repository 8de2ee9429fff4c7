/** The dashboard's figures as the API counts them and the page shows them (no React). */
export * from './dayRange';
export * from './lists';
export * from './stats';
export * from './tally';
