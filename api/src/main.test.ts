import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startApiProcess, stopPostgresOf, tempDataDir, type ApiProcess } from '../testing/apiProcess';

// The way `npm start` and the e2e suite run the API: a real process, embedded PostgreSQL, real HTTP.
it('main starts on a fresh DATA_DIR, serves a login over HTTP and stops cleanly on SIGTERM', async () => {
  const dataDir = tempDataDir('api-main-');
  let api: ApiProcess | undefined;
  try {
    api = await startApiProcess(dataDir, { LOG_LEVEL: 'info' });
    const password = readFileSync(path.join(dataDir, 'initial-admin-password'), 'utf8').trim();
    expect(api.output()).toContain(password);
    // Warmed before it listens (ops/beforeServing.ts): connections, count lanes, the proof filters' copy
    // and the month's dashboard.
    const output = api.output();
    const ready = output.indexOf('ready to serve in');
    expect(ready).toBeGreaterThan(-1);
    expect(ready).toBeLessThan(output.indexOf('back-office console on'));
    for (const warming of [
      'connections opened',
      'count lanes warmed',
      'newest reports read',
      'proof filters read',
      'dashboard of the month counted',
    ])
      expect(output.slice(ready).split('\n')[0]).toContain(warming);
    const login = await fetch(`${api.base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    expect(login.status).toBe(200);
    const { token } = await login.json();
    const me = await fetch(`${api.base}/api/admin/me`, { headers: { authorization: `Bearer ${token}` } });
    expect((await me.json()).user.username).toBe('admin');
    expect(existsSync(path.join(dataDir, 'pg/postmaster.pid'))).toBe(true);

    api.child.kill('SIGTERM');
    expect(await api.exited).toEqual({ code: 0, signal: null });
    // postgres removes its pid file only after a clean shutdown.
    expect(existsSync(path.join(dataDir, 'pg/postmaster.pid'))).toBe(false);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n--- API output ---\n${api?.output() ?? ''}`);
  } finally {
    await api?.kill();
    await stopPostgresOf(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
