import { forexChart } from '../db/schema';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';
import { entryDay } from './entries';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.loginAs(TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? t.bearer(token) : {}, ...(payload ? { payload } : {}) });

beforeEach(() => t.db.delete(forexChart));

describe('/api/forexchart', () => {
  it('creates, lists by date, updates and deletes entries', async () => {
    const later = await call('POST', '/api/forexchart', adminToken, { date: '2026-03-05', amount: 120.5 });
    expect(later.statusCode).toBe(201);
    const earlier = await call('POST', '/api/forexchart', adminToken, { date: '2026-03-02', amount: 100 });
    const id = later.json().data._id;

    expect((await call('GET', '/api/forexchart', adminToken)).json()).toEqual([
      { _id: earlier.json().data._id, date: '2026-03-02T00:00:00.000Z', amount: 100, version: 1 },
      { _id: id, date: '2026-03-05T00:00:00.000Z', amount: 120.5, version: 1 },
    ]);

    const updated = await call('PUT', `/api/forexchart/${id}`, adminToken, { date: '2026-03-06', amount: 99.99 });
    expect(updated.json()).toEqual({
      message: 'Entry updated successfully',
      data: { _id: id, date: '2026-03-06T00:00:00.000Z', amount: 99.99, version: 2 },
    });

    expect((await call('DELETE', `/api/forexchart/${id}`, adminToken)).json()).toEqual({
      message: 'Entry deleted successfully!',
    });
    expect((await call('GET', '/api/forexchart', adminToken)).json()).toHaveLength(1);
  });

  it('keeps amounts to the cent', async () => {
    await call('POST', '/api/forexchart', adminToken, { date: '2026-03-05', amount: 0.1 + 0.2 });
    expect((await call('GET', '/api/forexchart', adminToken)).json()[0].amount).toBe(0.3);
  });

  it('requires the bearer token of an admin', async () => {
    expect((await call('GET', '/api/forexchart')).statusCode).toBe(401);
    expect((await call('POST', '/api/forexchart', undefined, { date: '2026-03-05', amount: 1 })).statusCode).toBe(401);
    const { user, password } = await t.createUser({ role: 'subadmin', section: ['Turbo', 'Forex'] });
    const token = await t.loginAs(user.username, password);
    const refused = await call('GET', '/api/forexchart', token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Admin privileges required' });
    expect((await call('DELETE', '/api/forexchart/00000000-0000-4000-8000-000000000000', token)).statusCode).toBe(403);
  });

  it.each([
    [{ date: '2026-02-30', amount: 1 }, 'date must be a date (YYYY-MM-DD)'],
    [{ date: 'soon', amount: 1 }, 'date must be a date (YYYY-MM-DD)'],
    [{ date: '0000-01-01', amount: 1 }, 'date must be a date (YYYY-MM-DD)'],
    [{ date: '0001-01-01', amount: 1 }, 'date must be a date (YYYY-MM-DD)'],
    [{ date: '2026-02-30T00:00:00.000Z', amount: 1 }, 'date must be a date (YYYY-MM-DD)'],
    [{ date: '0001-01-01T00:00:00Z', amount: 1 }, 'date must be a date (YYYY-MM-DD)'],
    [{ date: '2026-03-05', amount: 1e13 }, 'amount must be a number below 1,000,000,000,000'],
    [{ date: '2026-03-05', amount: '5' }, 'amount must be number'],
    [{ amount: 5 }, 'date is required'],
  ])('refuses %j with 400', async (body, message) => {
    const response = await call('POST', '/api/forexchart', adminToken, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('answers 404 for an unknown entry', async () => {
    expect((await call('PUT', '/api/forexchart/nope', adminToken, { date: '2026-03-05', amount: 1 })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', '/api/forexchart/00000000-0000-4000-8000-000000000000', adminToken)).statusCode).toBe(
      404,
    );
  });
});

describe('entryDay', () => {
  it('takes a date input as is and an ISO timestamp as its day in Kolkata', () => {
    expect(entryDay('2026-03-05')).toBe('2026-03-05');
    expect(entryDay('2026-03-04T20:00:00.000Z')).toBe('2026-03-05');
    expect(entryDay('05-03-2026')).toBeUndefined();
  });

  it('refuses days the calendar lacks and impossible times instead of moving them', () => {
    for (const value of [
      '2026-02-30',
      '2026-02-30T00:00:00.000Z',
      '2026-02-29T10:00:00Z',
      '2026-13-01T00:00:00Z',
      '2026-02-28T24:00:00Z',
      '2026-02-28T10:00:00+25:00',
      '0000-01-01',
      '0001-01-01T00:00:00Z',
    ]) {
      expect([value, entryDay(value)]).toEqual([value, undefined]);
    }
    expect(entryDay('2024-02-29T10:00:00+05:30')).toBe('2024-02-29');
  });
});
