import { createAdminTestApp, type TestApp } from '../../testing/testApp';

/**
 * Security, second round (issue 27): usernames that look like another account's are refused as
 * `Admin` is beside `admin`: Unicode case folding (`ADMİN` with a dotted capital I, `ß`) and
 * combining diacritics (`ravi` + U+0301) make no new name.
 */
jest.setTimeout(60_000);

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t?.close());

let made = 0;
const create = (username: string) => {
  made += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/create',
    headers: admin,
    payload: {
      username,
      email: `look-alike-${made}@example.com`,
      password: 'Look-Alike-Password-1',
      role: 'user',
      section: ['Turbo'],
      permissions: [],
    },
  });
};

it('refuses folded and decorated copies of an existing username with 409', async () => {
  for (const original of ['ravi', 'strasse']) expect((await create(original)).statusCode).toBe(201);
  const copies = ['ADMİN', 'adm\u0131n', 'Admín', 'ravi\u0301', 'RAVÍ', 'r\u0101vi', 'Straße', 'STRASSE'];
  for (const copy of copies) {
    const response = await create(copy);
    expect([copy, response.statusCode, response.json()]).toEqual([
      copy,
      409,
      { message: 'A user with this username already exists', field: 'username' },
    ]);
  }
});

it('still takes names of other scripts whose vowel signs are marks', async () => {
  for (const name of ['राम', 'रम', 'रीम']) expect([name, (await create(name)).statusCode]).toEqual([name, 201]);
});
