import { createTestApp, type TestApp } from '../../testing/testApp';

let t: TestApp;
const logged: unknown[] = [];
beforeAll(async () => {
  t = await createTestApp({
    // Capture the log to check that real failures are recorded server-side.
    logger: { level: 'error', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
    register(app) {
      app.get('/api/test/boom', async () => {
        throw new Error('secret internals at /srv/app.ts:42');
      });
      app.post('/api/test/echo', async (request) => ({ received: request.body ?? null }));
    },
  });
});
afterAll(() => t.close());

describe('error handling', () => {
  it('answers an unexpected failure with a bare 500 and logs it with its stack', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error' });
    expect(response.body).not.toContain('secret internals');
    expect(JSON.stringify(logged)).toMatch(/"stack":"Error: secret internals/);
  });

  it('answers a body over the limit with 413 and a message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ blob: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Request body is too large' });
  });

  it('answers an unsupported content type with 415 and a message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-made-up' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('accepts an empty body declared as JSON, and refuses prototype poisoning', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.json()).toEqual({ received: null });
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });

  it('sets the basic security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/check-session' });
    expect(response.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' });
  });
});
