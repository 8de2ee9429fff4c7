import { rmSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { AREAS } from '@console/contract/areas';
import {
  findFreePort,
  form,
  login,
  PNG,
  startApiProcess,
  startExternalPostgres,
  stopPostgresOf,
  tempDataDir,
  type ApiProcess,
  type ExternalPostgres,
} from 'api/testing';
// Its own entry: it starts s3rver and sets the AWS SDK's test credentials, which no other suite needs.
import { startObjectStore, type TestObjectStore } from 'api/testing/objectStore';
import { startBalancer, type Balancer } from './support/balancer';
import { launchBrowser, newPage, pageTitle } from './support/browser';
import { logIn } from './support/logIn';
import { runServer } from './support/runServer';
import { ADMIN } from './support/server';

// Two API instances on one PostgreSQL and one object store, behind Debian's nginx balancing round-robin,
// as README "Running on more than one machine" describes. This suite runs its own database, bucket and
// instances; nothing here touches the shared e2e server.
const LOGIN_MAX_FAILURES = 4;
const NOTE = { date: '2026-03-14', origin: 'Site A', agent: 'agent7', user: 'punter42', whatsappGroup: 'G', note: '' };
const area = AREAS[0];

let database: ExternalPostgres | undefined;
let databaseDir = '';
let bucket: TestObjectStore | undefined;
let ports: number[] = [];
const dataDirs = [tempDataDir('balancer-a-'), tempDataDir('balancer-b-')];
const instances: Array<ApiProcess | undefined> = [undefined, undefined];
let balancer: Balancer | undefined;
let browser: Browser | undefined;

const start = async (index: number) => {
  instances[index] = await startApiProcess(dataDirs[index], {
    PORT: String(ports[index]),
    DATABASE_URL: database!.url,
    S3_BUCKET: bucket!.settings.bucket,
    S3_ENDPOINT: bucket!.settings.endpoint!,
    S3_REGION: bucket!.settings.region,
    S3_FORCE_PATH_STYLE: '1',
    APPS_DIR: runServer().appsDir,
    TRUST_PROXY: '127.0.0.1',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOGIN_MAX_FAILURES: String(LOGIN_MAX_FAILURES),
    SMTP_URL: '',
  });
  return instances[index];
};
const direct = (index: number) => instances[index]!.base;

beforeAll(async () => {
  databaseDir = tempDataDir('balancer-pg-');
  database = await startExternalPostgres(databaseDir);
  bucket = await startObjectStore('balancer-e2e');
  ports = [await findFreePort(), await findFreePort()];
  // Both at once on an empty database: the migrations' advisory lock lets one migrate while the other waits.
  await Promise.all([start(0), start(1)]);
  balancer = await startBalancer(ports.map((port) => `127.0.0.1:${port}`));
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await balancer?.stop();
  for (const instance of instances) await instance?.kill();
  for (const dataDir of dataDirs) await stopPostgresOf(dataDir);
  await database?.stop();
  await bucket?.stop();
  for (const dir of [...dataDirs, databaseDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

const ready = async (base: string) => (await fetch(`${base}/api/health/ready`)).status;
const sessionStatus = async (base: string, token: string) =>
  (await fetch(`${base}/api/admin/check-session`, { headers: { authorization: `Bearer ${token}` } })).status;

it('two instances started at once on one empty database both migrate and are ready', async () => {
  expect([await ready(direct(0)), await ready(direct(1))]).toEqual([200, 200]);
  expect(await ready(balancer!.url)).toBe(200);
});

it('a person logs in through the balancer and moves between pages served by either instance', async () => {
  const { context, page } = await newPage(browser!, balancer!.url);
  try {
    await logIn(page, ADMIN.username, ADMIN.password);
    for (const link of ['Attendance', 'Role and Permission', 'Attendance']) {
      await page.getByRole('navigation').getByRole('link', { name: link }).click();
      await pageTitle(page, link === 'Attendance' ? 'Attendance Management' : 'User Management').waitFor();
    }
  } finally {
    await context.close();
  }
});

it('an image uploaded through one instance shows through the other', async () => {
  const token = await login(direct(0), ADMIN.username, ADMIN.password);
  const created = await fetch(`${direct(0)}/api${area.whitelabel.apiBase}/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form(
      {
        [area.whitelabel.userField]: 'balanced-brand',
        whatsapp_group: 'G',
        hexacode: '1a2b3c',
        url: 'https://b.example',
      },
      { logo: { bytes: PNG, filename: 'logo.png' } },
    ),
  });
  expect(created.status).toBe(201);
  const logo = ((await created.json()) as { data: { logo: string } }).data.logo;
  expect(await bucket!.keys()).toContain(logo);

  const served = await fetch(`${direct(1)}/api/${logo}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/png');
  expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
});

it('a logout through one instance ends the session on the other', async () => {
  const token = await login(direct(0), ADMIN.username, ADMIN.password);
  expect(await sessionStatus(direct(1), token)).toBe(200);
  const logout = await fetch(`${direct(1)}/api/admin/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(logout.status).toBeLessThan(300);
  expect([await sessionStatus(direct(0), token), await sessionStatus(direct(1), token)]).toEqual([401, 401]);
});

it('wrong passwords count toward one lockout whichever instance they reach', async () => {
  const guess = (index: number) =>
    fetch(`${direct(index)}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'guessed-account', password: 'not-the-password' }),
    });
  const statuses: number[] = [];
  for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt++) statuses.push((await guess(attempt % 2)).status);
  expect(statuses).toEqual(Array(LOGIN_MAX_FAILURES).fill(401));
  // Half of the guesses went to each instance; the next one is refused on both.
  for (const index of [0, 1]) {
    const refused = await guess(index);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many attempts\./);
  }
});

it('one instance stopped mid-session: the person goes on without logging in again', async () => {
  const { context, page } = await newPage(browser!, balancer!.url);
  try {
    await logIn(page, ADMIN.username, ADMIN.password);
    await instances[0]!.kill();
    for (const [link, title] of [
      ['Role and Permission', 'User Management'],
      ['Attendance', 'Attendance Management'],
    ]) {
      await page.getByRole('navigation').getByRole('link', { name: link }).click();
      await pageTitle(page, title).waitFor();
    }
    await page.reload();
    await pageTitle(page, 'Attendance Management').waitFor();
    expect(page.url()).toMatch(/\/attendance/);
  } finally {
    await context.close();
    await stopPostgresOf(dataDirs[0]);
    await start(0);
  }
});

it('a rolling restart of both instances under a steady stream of requests loses none', async () => {
  const token = await login(balancer!.url, ADMIN.username, ADMIN.password);
  const failures: string[] = [];
  let answered = 0;
  let streaming = true;
  const stream = async () => {
    while (streaming) {
      try {
        const response = await fetch(`${balancer!.url}/api/admin/check-session`, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (response.status === 200) answered++;
        else failures.push(`${response.status} ${await response.text()}`);
      } catch (error) {
        failures.push(String(error));
      }
    }
  };
  // Writes too: each note added through the balancer must be stored exactly once.
  const notesBase = `${balancer!.url}/api${area.note.apiBase}`;
  let written = 0;
  const writes = async () => {
    while (streaming) {
      try {
        const response = await fetch(`${notesBase}${area.note.createPath}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ ...NOTE, note: `rolling ${written + failures.length}` }),
        });
        if (response.status === 201 || response.status === 200) written++;
        else failures.push(`write: ${response.status} ${await response.text()}`);
      } catch (error) {
        failures.push(`write: ${String(error)}`);
      }
    }
  };
  const streams = [stream(), stream(), stream(), writes()];
  try {
    // The README's rolling restart: drain the instance at the balancer, stop it, start it, put it back.
    for (const index of [0, 1]) {
      await balancer!.drain(index);
      const before = answered;
      instances[index]!.child.kill('SIGTERM');
      expect(await instances[index]!.exited).toEqual({ code: 0, signal: null });
      await start(index);
      await balancer!.drain(undefined);
      // The stream went on through the other instance while this one was away.
      expect(answered).toBeGreaterThan(before);
    }
  } finally {
    streaming = false;
    await Promise.all(streams);
  }
  if (failures.length)
    throw new Error(
      `${failures.length} of ${failures.length + answered} lost:\n${failures[0]}\nnginx: ${balancer!.errors()}`,
    );
  expect(answered).toBeGreaterThan(0);
  const listed = await fetch(`${direct(0)}/api${area.note.apiBase}`, { headers: { authorization: `Bearer ${token}` } });
  const notes = ((await listed.json()) as { data: Array<{ note: string }> }).data.filter((note) =>
    note.note.startsWith('rolling '),
  );
  expect(written).toBeGreaterThan(0);
  expect(notes.length).toBe(written);
});
