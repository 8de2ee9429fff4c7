import { useAuth } from '../auth/authStore';
import { fakeApi, TEST_TOKEN } from '../../testing/fakeApi';
import { prefetchRead, takePrefetched } from './prefetch';

let server: ReturnType<typeof fakeApi>;
afterEach(() => {
  server?.restore();
  jest.useRealTimers();
});
beforeEach(() => useAuth.setState({ token: TEST_TOKEN }));

const read = { path: '/report/view', searchParams: { page: '1', endDate: '2026-11-25', startDate: '2026-11-02' } };

describe('a page read started before the page', () => {
  it('is asked for once and handed to the page once, whatever the order of its parameters', async () => {
    server = fakeApi({ 'GET /api/report/view': { body: { data: ['first page'] } } });
    prefetchRead(read);
    prefetchRead(read);
    const same = { ...read, searchParams: { startDate: '2026-11-02', page: '1', endDate: '2026-11-25' } };
    await expect(takePrefetched(same)).resolves.toEqual({ data: ['first page'] });
    expect(takePrefetched(same)).toBeUndefined();
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0].query).toEqual(read.searchParams);
  });

  it('is not handed to another read, nor to another session, nor after a while', () => {
    server = fakeApi({ 'GET /api/report/view': { body: { data: [] } } });
    prefetchRead(read);
    expect(takePrefetched({ ...read, searchParams: { ...read.searchParams, page: '2' } })).toBeUndefined();

    prefetchRead(read);
    useAuth.setState({ token: 'someone.else.token' });
    expect(takePrefetched(read)).toBeUndefined();

    jest.useFakeTimers({ now: Date.now() });
    prefetchRead(read);
    jest.advanceTimersByTime(20_000);
    expect(takePrefetched(read)).toBeUndefined();
  });

  it('is not started without a session', () => {
    server = fakeApi({});
    useAuth.setState({ token: null });
    prefetchRead(read);
    expect(server.calls).toHaveLength(0);
  });
});
