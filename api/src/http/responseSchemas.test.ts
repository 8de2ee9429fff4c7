import type { RouteOptions } from 'fastify';
import { createTestApp } from '../../testing/testApp';

/*
 * Every API route answers through a response schema (Fastify's convention, and what keeps undeclared
 * fields inside the server): its 2xx answer from the wire contract, its refusals the spec's `{message}`
 * (http/answers.ts). The routes are collected as the app registers them: an onRoute hook on every
 * instance the app creates.
 */
const mockRegistered: RouteOptions[] = [];
jest.mock('fastify', () => {
  const actual = jest.requireActual('fastify');
  const fastify = (options: unknown) => {
    const app = actual(options);
    app.addHook('onRoute', (route: RouteOptions) => mockRegistered.push(route));
    return app;
  };
  return Object.assign(fastify, actual, { default: fastify, fastify });
});

/**
 * The routes whose success is no JSON, sent as it is: they declare their refusals only. Each one's
 * reason: a file, a stream or another format a schema cannot describe.
 */
const RAW_SUCCESS = [
  // The PDF of a posted proof page (application/pdf).
  'POST /api/client/generate-preview-pdf',
  'POST /api/forexProof/generate-preview-pdf',
  // The whole report list as NDJSON columns, streamed from the copy kept per revision.
  'GET /api/report/columns',
  'GET /api/forexReport/columns',
  // Spreadsheets (xlsx), streamed as they are written.
  'GET /api/report/exportExcel',
  'GET /api/forexReport/exportExcel',
  'GET /api/audit/export',
  // Stored images, streamed from the upload store.
  'GET /api/uploads/*',
  // Prometheus' text format.
  'GET /api/metrics',
];

const statusesOf = (route: RouteOptions) => Object.keys((route.schema?.response as object | undefined) ?? {});
const isSuccess = (status: string) => /^2(\d\d|xx)$/.test(status);

let routes: Map<string, string[]>;
beforeAll(async () => {
  const t = await createTestApp();
  await t.close();
  // The API's own routes: HEAD answers are Fastify's copies of the GETs; the built front end (served
  // outside /api when it exists) is files.
  routes = new Map(
    mockRegistered
      .filter((route) => route.method !== 'HEAD' && route.url.startsWith('/api'))
      .map((route) => [`${[route.method].flat().join(',')} ${route.url}`, statusesOf(route)]),
  );
});

it('collects the routes of every part of the API', () => {
  expect(routes.size).toBeGreaterThan(100);
  for (const route of ['GET /api/whitelabel/all', 'GET /api/forexProof/page', 'GET /api/report/view'])
    expect(routes.has(route)).toBe(true);
});

it('gives every JSON route a response schema for its success', () => {
  const without = [...routes]
    .filter(([route, statuses]) => !RAW_SUCCESS.includes(route) && !statuses.some(isSuccess))
    .map(([route]) => route);
  expect(without).toEqual([]);
});

it('lists only routes that exist and send their success raw, each with its refusals declared', () => {
  for (const route of RAW_SUCCESS) {
    expect([route, routes.get(route)?.filter(isSuccess)]).toEqual([route, []]);
    expect([route, routes.get(route)]).toEqual([route, expect.arrayContaining(['4xx', '5xx'])]);
  }
});

it('declares every JSON route’s refusals as well', () => {
  const without = [...routes]
    .filter(([, statuses]) => !(statuses.includes('4xx') && statuses.includes('5xx')))
    .map(([route]) => route);
  expect(without).toEqual([]);
});
