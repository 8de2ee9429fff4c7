import { AREAS } from '@console/contract/areas';
import { createAdminTestApp, type TestApp } from '../../../testing/testApp';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t.close());

describe.each(AREAS)('$label sports', (area) => {
  const { apiBase, nameField, noun, nameRequired } = area.sport;
  const base = `/api${apiBase}`;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `${base}${url}`, headers: admin, payload });
  const create = async (name: string) => (await call('POST', '', { [nameField]: name })).json().data;

  it('creates a sport from {name field} and answers it under data', async () => {
    const response = await call('POST', '', { [nameField]: '  Cricket  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      data: {
        _id: expect.any(String),
        [nameField]: 'Cricket',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        version: 1,
      },
      message: `${noun} created successfully`,
    });
  });

  it("lists and reads sports with the spec's fetch messages", async () => {
    const tennis = await create('Tennis');
    const list = await call('GET', '');
    expect(list.json()).toEqual({ data: expect.arrayContaining([tennis]), message: `${noun}s fetched successfully` });
    const one = await call('GET', `/${tennis._id}`);
    expect(one.json()).toEqual({ data: tennis, message: `${noun} details fetched successfully` });
  });

  it('updates a sport', async () => {
    const soccer = await create('Soccer');
    const response = await call('PUT', `/${soccer._id}`, { [nameField]: 'Football' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { ...soccer, [nameField]: 'Football', updatedAt: expect.any(String), version: 2 },
      message: `${noun} updated successfully`,
    });
    expect((await call('GET', `/${soccer._id}`)).json().data[nameField]).toBe('Football');
  });

  it('deletes a sport, answering it under data', async () => {
    const boxing = await create('Boxing');
    const response = await call('DELETE', `/${boxing._id}`);
    expect(response.json()).toEqual({ data: boxing, message: `${noun} deleted successfully` });
    expect((await call('GET', `/${boxing._id}`)).statusCode).toBe(404);
  });

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['a blank name', { [nameField]: '   ' }],
    ["the other area's field name", { [nameField === 'sportsName' ? 'forexSportName' : 'sportsName']: 'Golf' }],
  ])('requires the name: %s', async (_case, payload) => {
    for (const response of [
      await call('POST', '', payload),
      await call('PUT', `/${(await create(`Kept ${_case}`))._id}`, payload),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: nameRequired });
    }
  });

  it('refuses a name that is no string, or too long', async () => {
    const number = await call('POST', '', { [nameField]: 42 });
    expect(number.statusCode).toBe(400);
    expect(number.json()).toEqual({ message: `${nameField} must be string` });
    const long = await call('POST', '', { [nameField]: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
  });

  it('answers 409 to a name the area already has, whatever the case', async () => {
    await create('Horse Racing');
    const response = await call('POST', '', { [nameField]: 'horse racing' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: `A ${noun.toLowerCase()} with this name already exists` });
  });

  it.each(['0192f0c4-7d1e-7b3a-8c4d-1e2f3a4b5c6d', 'nope', '12345'])(
    'answers 404 for the unknown id %s',
    async (id) => {
      for (const response of [
        await call('GET', `/${id}`),
        await call('PUT', `/${id}`, { [nameField]: 'Darts' }),
        await call('DELETE', `/${id}`),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: `${noun} not found` });
      }
    },
  );
});

describe('deleting a sport that other records use', () => {
  it('answers 409 and keeps it', async () => {
    const [turbo] = AREAS;
    const created = await t.app.inject({
      method: 'POST',
      url: `/api${turbo.sport.apiBase}`,
      headers: admin,
      payload: { [turbo.sport.nameField]: 'Used sport' },
    });
    const id = created.json().data._id;
    // Stands for the proofs of a later issue, which reference sports by id.
    await t.pool.query('CREATE TABLE sport_users (sport_id uuid NOT NULL REFERENCES sports(id))');
    await t.pool.query('INSERT INTO sport_users VALUES ($1)', [id]);

    const response = await t.app.inject({ method: 'DELETE', url: `/api${turbo.sport.apiBase}/${id}`, headers: admin });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'This sport is in use and cannot be deleted' });
    expect((await t.app.inject({ url: `/api${turbo.sport.apiBase}/${id}`, headers: admin })).statusCode).toBe(200);
  });
});
