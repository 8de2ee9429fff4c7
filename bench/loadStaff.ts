import { ALL_PERMISSIONS, SECTIONS } from '@console/contract/permissions';
import { sampleReport } from '@console/contract/testing';
import { todayInKolkata } from '@console/contract/time';
import { ADMIN } from 'e2e/support';
import type { loadClient } from './loadClient';

type Client = ReturnType<typeof loadClient>;

/** The password of every member of staff a load benchmark creates. */
export const STAFF_PASSWORD = 'Load-Bench-Password-1';
export const person = (n: number) => `load${n}`;

/**
 * `count` members of staff with every section and permission, created by the seeded admin: one per
 * session, since logins of one account at once would meet its rate limit, and the whole list is sent
 * to one person a few at a time.
 */
export async function createStaff(base: string, count: number): Promise<void> {
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  const { token } = (await login.json()) as { token: string };
  for (let n = 0; n < count; n += 1) {
    const created = await fetch(`${base}/api/admin/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        username: person(n),
        email: `${person(n)}@example.com`,
        password: STAFF_PASSWORD,
        role: 'user',
        section: [...SECTIONS],
        permissions: [...ALL_PERMISSIONS],
      }),
    });
    if (!created.ok) throw new Error(`could not create ${person(n)}: ${created.status} ${await created.text()}`);
  }
}

/** A valid report of today, as a person saves one (the contract's sample, without the fields the server sets). */
function newReport(userName: string) {
  const { _id, recordAddBy, ...body } = sampleReport({ userName, date: todayInKolkata() });
  return body;
}

/** A new report in the Turbo list: a change of its revision, as a person's save makes. */
export async function saveReport(client: Client, headers: Record<string, string>, timeoutMs: number): Promise<void> {
  const { status, body } = await client.call('/api/report/create', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(newReport(`load-${Date.now()}`)),
    timeoutMs,
  });
  if (status !== 201) throw new Error(`could not save a report: ${status} ${body.toString('utf8').slice(0, 200)}`);
}
