/*
 * The API's wire contract: each call's JSON body, query and answer, declared once as TypeBox schemas.
 * The API validates requests and serialises answers through them (Fastify's type provider checks its
 * handlers against them); the apps read the same declarations as types only (`import type`), so no
 * validator reaches the browser: the login page ships without one, and the platform shared at run time
 * carries none.
 */
export * from './attendance';
export * from './auth';
export * from './backup';
export * from './catalogue';
export * from './forexChart';
export * from './message';
export * from './reports';
export * from './users';
export * from './sections';
export * from './versions';
export * from './audit';
export * from './proofs';
export * from './dashboard';
export * from './health';
