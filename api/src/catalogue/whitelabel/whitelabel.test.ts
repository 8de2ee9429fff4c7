import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AREAS } from '@console/contract/areas';
import { createAdminTestApp, type TestApp } from '../../../testing/testApp';
import { form, GIF, imageOfSize, JPEG, PNG, signIn, storedUploads } from '../../../testing/catalogue';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t.close());

const onDisk = (stored: string) => path.join(t.config.dataDir, ...stored.split('/'));

describe.each(AREAS)('$label whitelabels', (area) => {
  const { apiBase, userField, noun } = area.whitelabel;
  const base = `/api${apiBase}`;
  let counter = 0;
  const fields = (overrides: Record<string, string> = {}) => ({
    [userField]: `${area.key}-brand-${++counter}`,
    whatsapp_group: 'Group A',
    hexacode: '1a2b3c',
    url: 'https://brand.example.com',
    ...overrides,
  });
  const create = (payload: FormData, headers = admin) =>
    t.app.inject({ method: 'POST', url: `${base}/create`, headers, payload });
  const update = (id: string, payload: FormData, headers = admin) =>
    t.app.inject({ method: 'PUT', url: `${base}/${id}`, headers, payload });
  const logo = (bytes: Buffer = PNG, filename = 'logo.png') => ({ logo: { bytes, filename } });

  it('creates a whitelabel with its logo, adds # to the colour, and answers the record under data', async () => {
    const sent = fields();
    const response = await create(form(sent, logo()));
    expect(response.statusCode).toBe(201);
    const { data, message } = response.json();
    expect(message).toBe(`${noun} created successfully`);
    expect(data).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      [userField]: sent[userField],
      whatsapp_group: 'Group A',
      hexacode: '#1a2b3c',
      url: 'https://brand.example.com',
      logo: expect.stringMatching(new RegExp(`^uploads/${area.key}/logos/[A-Za-z0-9_-]{24}\\.png$`)),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      version: 1,
    });
    expect(readFileSync(onDisk(data.logo))).toEqual(PNG);

    // The front end shows the logo from /api/{logo}, without a login (an <img> sends no token).
    const image = await t.app.inject({ method: 'GET', url: `/api/${data.logo}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload).toEqual(PNG);
  });

  it('lists whitelabels under /all and reads one by id', async () => {
    const created = (await create(form(fields({ hexacode: '#ABCDEF' }), logo(GIF, 'logo.gif')))).json().data;
    expect(created.hexacode).toBe('#ABCDEF');
    expect(created.logo).toMatch(/\.gif$/);

    const list = await t.app.inject({ url: `${base}/all`, headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toContainEqual(created);

    const one = await t.app.inject({ url: `${base}/${created._id}`, headers: admin });
    expect(one.json()).toEqual({ data: created });
  });

  it('updates the fields and keeps the logo when none is sent', async () => {
    const created = (await create(form(fields(), logo()))).json().data;
    const changed = fields({ whatsapp_group: 'Group B', hexacode: '00008B', url: 'https://new.example.com' });
    const response = await update(created._id, form(changed));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        ...created,
        [userField]: changed[userField],
        whatsapp_group: 'Group B',
        hexacode: '#00008B',
        url: 'https://new.example.com',
        updatedAt: expect.any(String),
        version: 2,
      },
      message: `${noun} updated successfully`,
    });
    expect(existsSync(onDisk(created.logo))).toBe(true);
  });

  it('replaces the logo file when a new logo is sent, deleting the old one', async () => {
    const created = (await create(form(fields(), logo()))).json().data;
    const response = await update(created._id, form(fields(), logo(JPEG, 'new.jpeg')));
    const { logo: replacement } = response.json().data;
    expect(replacement).toMatch(new RegExp(`^uploads/${area.key}/logos/.+\\.jpg$`));
    expect(readFileSync(onDisk(replacement))).toEqual(JPEG);
    expect(existsSync(onDisk(created.logo))).toBe(false);
    const old = await t.app.inject({ method: 'GET', url: `/api/${created.logo}` });
    expect(old.statusCode).toBe(404);
  });

  it('deletes a whitelabel and its logo file', async () => {
    const created = (await create(form(fields(), logo()))).json().data;
    const response = await t.app.inject({ method: 'DELETE', url: `${base}/${created._id}`, headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: `${noun} deleted successfully` });
    expect(existsSync(onDisk(created.logo))).toBe(false);
    const again = await t.app.inject({ url: `${base}/${created._id}`, headers: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: `${noun} not found` });
  });

  describe('refuses bad uploads with 400, storing nothing', () => {
    const countRows = async () => (await t.app.inject({ url: `${base}/all`, headers: admin })).json().data.length;

    it.each([
      ['no logo on create', () => form(fields()), 'Logo is required'],
      [
        'a text file renamed .png',
        () => form(fields(), { logo: { bytes: Buffer.from('just some text, not an image'), filename: 'logo.png' } }),
        'Logo must be a JPEG, PNG or GIF image',
      ],
      [
        'an HTML page claiming to be a PNG',
        () =>
          form(fields(), {
            logo: { bytes: Buffer.from('<svg onload=alert(1)>'), filename: 'x.png', type: 'image/png' },
          }),
        'Logo must be a JPEG, PNG or GIF image',
      ],
      ['an image over 2 MB', () => form(fields(), logo(imageOfSize(2 * 1024 * 1024 + 1))), 'Logo must be at most 2 MB'],
      [
        'a second file field',
        () => form(fields(), { ...logo(), banner: { bytes: PNG, filename: 'b.png' } }),
        'Unexpected file field: banner',
      ],
    ])('%s', async (_case, payload, message) => {
      const rowsBefore = await countRows();
      const filesBefore = storedUploads(t);
      const response = await create(payload());
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
      expect(await countRows()).toBe(rowsBefore);
      expect(storedUploads(t)).toEqual(filesBefore);
    });

    it('a bad logo on update leaves the record and its file as they were', async () => {
      const created = (await create(form(fields(), logo()))).json().data;
      const filesBefore = storedUploads(t);
      const response = await update(
        created._id,
        form(fields(), { logo: { bytes: Buffer.from('GIF8'), filename: 'a.gif' } }),
      );
      expect(response.statusCode).toBe(400);
      expect(storedUploads(t)).toEqual(filesBefore);
      expect((await t.app.inject({ url: `${base}/${created._id}`, headers: admin })).json().data).toEqual(created);
    });

    it('accepts an image just under the limit (uploads are not held to the 1 MiB JSON limit)', async () => {
      const response = await create(form(fields(), logo(imageOfSize(2 * 1024 * 1024))));
      expect(response.statusCode).toBe(201);
      expect(readFileSync(onDisk(response.json().data.logo)).length).toBe(2 * 1024 * 1024);
    });
  });

  it.each([
    [userField, `${noun} user is required`],
    ['whatsapp_group', 'WhatsApp group is required'],
    ['hexacode', 'Hexacode is required'],
    ['url', 'URL is required'],
  ])('requires %s', async (field, message) => {
    const filesBefore = storedUploads(t);
    const response = await create(form(fields({ [field]: '  ' }), logo()));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(storedUploads(t)).toEqual(filesBefore);
  });

  it.each([
    [{ hexacode: 'red' }, 'Hexacode must be a hex colour such as #00008B'],
    [{ hexacode: '#12345' }, 'Hexacode must be a hex colour such as #00008B'],
    [{ url: 'javascript:alert(1)' }, 'URL must be a web address'],
    [{ url: 'data:text/html,<script>alert(1)</script>' }, 'URL must be a web address'],
    [{ url: 'ftp://files.example' }, 'URL must be a web address'],
  ])('refuses %j', async (override, message) => {
    const response = await create(form(fields(override), logo()));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('refuses a JSON body: the spec sends whitelabels as multipart', async () => {
    const response = await t.app.inject({ method: 'POST', url: `${base}/create`, headers: admin, payload: fields() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Expected a multipart/form-data body' });
  });

  it('answers 409 to a second whitelabel for the same user, whatever the case, and keeps no file', async () => {
    const sent = fields();
    await create(form(sent, logo()));
    const filesBefore = storedUploads(t);
    const response = await create(form({ ...sent, [userField]: sent[userField].toUpperCase() }, logo()));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: `A ${noun.toLowerCase()} with this user already exists` });
    expect(storedUploads(t)).toEqual(filesBefore);
  });

  it('answers 404 for unknown and malformed ids, on every call, and keeps no file', async () => {
    const filesBefore = storedUploads(t);
    for (const id of ['0192f0c4-7d1e-7b3a-8c4d-1e2f3a4b5c6d', 'not-a-uuid', "1'%20OR%20'1'='1"]) {
      const calls = [
        t.app.inject({ url: `${base}/${id}`, headers: admin }),
        update(id, form(fields(), logo())),
        t.app.inject({ method: 'DELETE', url: `${base}/${id}`, headers: admin }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: `${noun} not found` });
      }
    }
    expect(storedUploads(t)).toEqual(filesBefore);
  });

  it('answers 403 before reading an upload from a user without the create right', async () => {
    const headers = await signIn(t, { section: [area.section], permissions: [area.whitelabel.rights.listing] });
    const filesBefore = storedUploads(t);
    const response = await create(form(fields(), logo()), headers);
    expect(response.statusCode).toBe(403);
    expect(storedUploads(t)).toEqual(filesBefore);
  });
});

describe('whitelabels of the two areas', () => {
  it('are kept apart: the same user may exist in both, and one area cannot reach the other', async () => {
    const [turbo, forex] = AREAS;
    const payload = (area: (typeof AREAS)[number]) =>
      form(
        {
          [area.whitelabel.userField]: 'shared-brand',
          whatsapp_group: 'g',
          hexacode: '#fff',
          url: 'https://x.example',
        },
        { logo: { bytes: PNG, filename: 'l.png' } },
      );
    const inTurbo = await t.app.inject({
      method: 'POST',
      url: `/api${turbo.whitelabel.apiBase}/create`,
      headers: admin,
      payload: payload(turbo),
    });
    const inForex = await t.app.inject({
      method: 'POST',
      url: `/api${forex.whitelabel.apiBase}/create`,
      headers: admin,
      payload: payload(forex),
    });
    expect([inTurbo.statusCode, inForex.statusCode]).toEqual([201, 201]);

    const turboId = inTurbo.json().data._id;
    const fromForex = await t.app.inject({ url: `/api${forex.whitelabel.apiBase}/${turboId}`, headers: admin });
    expect(fromForex.statusCode).toBe(404);
    const deleteFromForex = await t.app.inject({
      method: 'DELETE',
      url: `/api${forex.whitelabel.apiBase}/${turboId}`,
      headers: admin,
    });
    expect(deleteFromForex.statusCode).toBe(404);
    const forexList = (await t.app.inject({ url: `/api${forex.whitelabel.apiBase}/all`, headers: admin })).json().data;
    expect(forexList.map((w: { _id: string }) => w._id)).not.toContain(turboId);
  });
});
