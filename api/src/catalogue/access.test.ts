import { eq } from 'drizzle-orm';
import { AREAS, type AreaDescriptor } from '@console/contract/areas';
import { ALL_PERMISSIONS, type Permission, type Role, type Section } from '@console/contract/permissions';
import { users } from '../db/schema';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';
import { form, PNG } from '../../testing/catalogue';

let t: TestApp;
let admin: { authorization: string };
/** One logged-in account whose role, sections and rights each test sets in the database. */
let subject: { id: string; headers: { authorization: string } };

beforeAll(async () => {
  t = await createTestApp();
  admin = t.bearer(await t.loginAs(TEST_ADMIN.username, TEST_ADMIN.password));
  const { user, password } = await t.createUser({ permissions: [] });
  subject = { id: user._id, headers: t.bearer(await t.loginAs(user.username, password)) };
});
afterAll(() => t.close());

/** Rights are read on every request, so a change applies to the next call of the same session. */
async function grant(section: Section[], permissions: readonly Permission[], role: Role = 'user') {
  await t.db
    .update(users)
    .set({ role, sections: section, permissions: [...permissions] })
    .where(eq(users.id, subject.id));
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Operation {
  name: string;
  method: Method;
  /** Any one of these admits the caller. */
  rights: Permission[];
  /** Builds the URL (and body) of one call, creating as admin whatever record it needs. */
  request: () => Promise<{ url: string; payload?: object | FormData }>;
}

let serial = 0;
const unique = (prefix: string) => `${prefix} ${++serial}`;

/** The five calls of each catalogue resource of an area, with valid requests. */
function operations(area: AreaDescriptor): { resource: string; operations: Operation[] }[] {
  const whitelabelForm = () =>
    form(
      { [area.whitelabel.userField]: unique('brand'), whatsapp_group: 'g', hexacode: '#123', url: 'https://x.example' },
      { logo: { bytes: PNG, filename: 'logo.png' } },
    );
  const resources = [
    {
      resource: 'whitelabel',
      rights: area.whitelabel.rights,
      base: `/api${area.whitelabel.apiBase}`,
      listPath: '/all',
      createPath: '/create',
      body: whitelabelForm,
      idOf: (json: { data: { _id: string } }) => json.data._id,
    },
    {
      resource: 'prooftype',
      rights: area.prooftype.rights,
      base: `/api${area.prooftype.apiBase}`,
      listPath: '',
      createPath: '',
      body: () => ({ type: unique('type'), content: '<p>{user}</p>' }),
      idOf: (json: Record<string, { _id: string }>) => json[area.prooftype.responseKey]._id,
    },
    {
      resource: 'sport',
      rights: area.sport.rights,
      base: `/api${area.sport.apiBase}`,
      listPath: '',
      createPath: '',
      body: () => ({ [area.sport.nameField]: unique('sport') }),
      idOf: (json: { data: { _id: string } }) => json.data._id,
    },
    {
      resource: 'note',
      rights: area.note.rights,
      base: `/api${area.note.apiBase}`,
      listPath: '',
      createPath: '/add',
      body: () => ({ note: unique('note') }),
      idOf: (json: { data: { _id: string } }) => json.data._id,
    },
  ];

  return resources.map(({ resource, rights, base, listPath, createPath, body, idOf }) => {
    const existing = async () => {
      const response = await t.app.inject({ method: 'POST', url: base + createPath, headers: admin, payload: body() });
      if (response.statusCode !== 201) throw new Error(`setup failed: ${response.body}`);
      return `${base}/${idOf(response.json())}`;
    };
    return {
      resource,
      operations: [
        { name: 'list', method: 'GET', rights: [rights.listing], request: async () => ({ url: base + listPath }) },
        {
          name: 'read one',
          method: 'GET',
          rights: [rights.listing, rights.preview],
          request: async () => ({ url: await existing() }),
        },
        {
          name: 'create',
          method: 'POST',
          rights: [rights.create],
          request: async () => ({ url: base + createPath, payload: body() }),
        },
        {
          name: 'update',
          method: 'PUT',
          rights: [rights.update],
          request: async () => ({ url: await existing(), payload: body() }),
        },
        { name: 'delete', method: 'DELETE', rights: [rights.delete], request: async () => ({ url: await existing() }) },
      ],
    };
  });
}

const call = async (operation: Operation, headers: { authorization?: string }) => {
  const { url, payload } = await operation.request();
  return t.app.inject({ method: operation.method, url, headers, payload });
};

describe.each(AREAS)('$label catalogue permissions', (area) => {
  const otherSection: Section = area.section === 'Turbo' ? 'Forex' : 'Turbo';

  describe.each(operations(area))('$resource', ({ operations: ops }) => {
    describe.each(ops)('$name', (operation) => {
      it('answers 401 without a valid token', async () => {
        for (const headers of [{}, { authorization: 'Bearer not.a.token' }]) {
          const response = await call(operation, headers);
          expect(response.statusCode).toBe(401);
          expect(response.json()).toEqual({ message: 'Invalid or missing token' });
        }
      });

      it.each(operation.rights)('admits a user of the section holding only %s', async (right) => {
        await grant([area.section], [right]);
        const response = await call(operation, subject.headers);
        expect(response.statusCode).toBeLessThan(300);
      });

      it('refuses, with 403, a user of the section holding every right but the needed ones', async () => {
        await grant(
          [area.section],
          ALL_PERMISSIONS.filter((p) => !operation.rights.includes(p)),
        );
        const response = await call(operation, subject.headers);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toContain(operation.rights[0]);
      });

      it('refuses, with 403, a user holding the right without the section', async () => {
        await grant([otherSection], ALL_PERMISSIONS);
        const response = await call(operation, subject.headers);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: `You do not have access to the ${area.section} section` });
      });

      it('admits an admin, whatever is stored for them', async () => {
        await grant([], [], 'admin');
        const response = await call(operation, subject.headers);
        expect(response.statusCode).toBeLessThan(300);
      });

      it('a subadmin is held to stored rights', async () => {
        await grant([area.section], [], 'subadmin');
        expect((await call(operation, subject.headers)).statusCode).toBe(403);
      });
    });
  });
});

describe('a right taken away', () => {
  it('closes the door on the next call of the same session', async () => {
    const [turbo] = AREAS;
    await grant([turbo.section], [turbo.sport.rights.listing]);
    const url = `/api${turbo.sport.apiBase}`;
    expect((await t.app.inject({ url, headers: subject.headers })).statusCode).toBe(200);
    await grant([turbo.section], []);
    expect((await t.app.inject({ url, headers: subject.headers })).statusCode).toBe(403);
  });
});
