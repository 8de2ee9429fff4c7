import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('metrics', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('are refused to everyone while METRICS_TOKEN is unset', async () => {
    t = await createTestApp();
    const token = await t.loginAs(TEST_ADMIN.username, TEST_ADMIN.password);
    for (const headers of [{}, t.bearer(token), t.bearer('anything')]) {
      const answer = await t.app.inject({ url: '/api/metrics', headers });
      expect([answer.statusCode, answer.json()]).toEqual([
        403,
        { message: 'Metrics are turned off: set METRICS_TOKEN to read them' },
      ]);
    }
  });

  it('need METRICS_TOKEN as the bearer token: a session token or another token is not it', async () => {
    t = await createTestApp({ config: { metricsToken: TOKEN } });
    const session = await t.loginAs(TEST_ADMIN.username, TEST_ADMIN.password);
    for (const headers of [{}, t.bearer(session), t.bearer(`${TOKEN}x`), { authorization: TOKEN }]) {
      const answer = await t.app.inject({ url: '/api/metrics', headers });
      expect(answer.statusCode).toBe(401);
      expect(answer.body).not.toContain('http_requests_total');
    }
  });

  it('count and time requests per route pattern, and show the pool and the PDF queue', async () => {
    t = await createTestApp({ config: { metricsToken: TOKEN } });
    await t.loginAs(TEST_ADMIN.username, TEST_ADMIN.password);
    await t.app.inject({ url: '/api/admin/users/0198a1b2-0000-7000-8000-000000000000' });
    await t.app.inject({ url: '/api/no-such-thing/12345' });
    const answer = await t.app.inject({ url: '/api/metrics', headers: t.bearer(TOKEN) });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.body;
    expect(text).toContain('http_requests_total{method="POST",route="/api/admin/login",status="200"} 1');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/admin\/login",status="200"\} 1/,
    );
    // Patterns, not URLs: an id or a scanner's path adds no series of its own.
    expect(text).not.toContain('0198a1b2');
    expect(text).not.toContain('no-such-thing');
    expect(text).toMatch(/^db_pool_connections \d+$/m);
    expect(text).toMatch(/^db_pool_clients_waiting 0$/m);
    expect(text).toMatch(/^pdf_queue_depth 0$/m);
  });
});
