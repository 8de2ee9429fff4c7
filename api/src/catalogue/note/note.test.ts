import { AREAS } from '@console/contract/areas';
import { todayInKolkata } from '@console/contract/time';
import { createAdminTestApp, TEST_ADMIN, type TestApp } from '../../../testing/testApp';
import { signIn } from '../../../testing/catalogue';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t.close());

const NOTE = {
  date: '2026-03-14',
  origin: 'Site A',
  agent: 'agent7',
  user: 'punter42',
  whatsappGroup: 'WL group',
  note: 'Caught hedging, see https://example.com/case/1\nsecond line',
};

describe.each(AREAS)('$label notes', (area) => {
  const { apiBase, createPath, noun, rights } = area.note;
  const base = `/api${apiBase}`;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
    t.app.inject({ method, url: `${base}${url}`, headers, payload });
  const create = async (note: object = NOTE) => (await call('POST', createPath, note)).json().data;

  it('adds a note with POST /add, recording who added it', async () => {
    const response = await call('POST', '/add', NOTE);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      data: {
        _id: expect.any(String),
        ...NOTE,
        noteAddby: TEST_ADMIN.username,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        version: 1,
      },
      message: `${noun} created successfully`,
    });
  });

  it('records the user who adds it, not the admin', async () => {
    const headers = await signIn(t, { section: [area.section], permissions: [rights.create] });
    const response = await call('POST', '/add', NOTE, headers);
    const { user } = (await t.app.inject({ url: '/api/admin/me', headers })).json();
    expect(response.json().data.noteAddby).toBe(user.username);
  });

  it('needs only the note: other fields default to blank and the date to today in Kolkata', async () => {
    const note = await create({ note: 'Just this' });
    expect(note).toMatchObject({
      date: todayInKolkata(),
      origin: '',
      agent: '',
      user: '',
      whatsappGroup: '',
      note: 'Just this',
    });
    expect((await create({ note: 'Empty date', date: '', origin: null })).date).toBe(todayInKolkata());
  });

  it('lists notes, newest last by id, and reads one', async () => {
    const first = await create();
    const second = await create({ ...NOTE, note: 'second' });
    const list = (await call('GET', '')).json();
    expect(Object.keys(list)).toEqual(['data']);
    const ids = list.data.map((note: { _id: string }) => note._id);
    expect(ids.indexOf(second._id)).toBeGreaterThan(ids.indexOf(first._id));
    // The spec sorts notes by _id descending to show the newest first: ids must sort by creation.
    expect(second._id > first._id).toBe(true);
    expect((await call('GET', `/${first._id}`)).json()).toEqual({ data: first });
  });

  it('updates a note, keeping who added it', async () => {
    const created = await create();
    const editor = await signIn(t, { section: [area.section], permissions: [rights.update] });
    const changed = { ...NOTE, date: '2026-04-01', note: 'Edited', agent: '' };
    const response = await call('PUT', `/${created._id}`, changed, editor);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { ...created, ...changed, noteAddby: TEST_ADMIN.username, updatedAt: expect.any(String), version: 2 },
      message: `${noun} updated successfully`,
    });
  });

  it('keeps fields an update does not send', async () => {
    const created = await create();
    const response = await call('PUT', `/${created._id}`, { note: 'Only the note' });
    expect(response.json().data).toEqual({
      ...created,
      note: 'Only the note',
      updatedAt: expect.any(String),
      version: 2,
    });
  });

  it('deletes a note, answering only a message', async () => {
    const created = await create();
    const response = await call('DELETE', `/${created._id}`);
    expect(response.json()).toEqual({ message: `${noun} deleted successfully` });
    expect((await call('GET', `/${created._id}`)).statusCode).toBe(404);
  });

  it.each([
    ['no body', undefined],
    ['no note', { ...NOTE, note: undefined }],
    ['a blank note', { ...NOTE, note: ' \n ' }],
    ['a null note', { ...NOTE, note: null }],
  ])('requires the note content: %s', async (_case, payload) => {
    const created = await create();
    for (const response of [await call('POST', '/add', payload), await call('PUT', `/${created._id}`, payload)]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Note content is required' });
    }
  });

  it.each(['14/03/2026', '2026-02-30', '2026-3-4', '2026-03-14T00:00:00Z'])('refuses the date %s', async (date) => {
    const response = await call('POST', '/add', { ...NOTE, date });
    expect(response.statusCode).toBe(400);
  });

  it('refuses fields that are no strings', async () => {
    const response = await call('POST', '/add', { ...NOTE, agent: 7 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^agent must be string/);
  });

  it.each(['0192f0c4-7d1e-7b3a-8c4d-1e2f3a4b5c6d', 'abc'])('answers 404 for the unknown id %s', async (id) => {
    for (const response of [
      await call('GET', `/${id}`),
      await call('PUT', `/${id}`, NOTE),
      await call('DELETE', `/${id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: `${noun} not found` });
    }
  });
});
