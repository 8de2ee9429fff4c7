import { act, screen, waitFor } from '@testing-library/react';
import { api, useAuth } from '@console/platform';
import { fakeApi } from '@console/platform/testing';
import { freshBrowser, person, renderShell, signIn } from '../../testing/renderShell';

jest.mock('../remotes/RemoteRoute', () => require('../../testing/fakeRemoteRoute'));

const OUTAGE = 'The console cannot reach its database; it is retrying.';
const outage = { status: 503, body: { message: OUTAGE }, headers: { 'retry-after': '0' } };

let server: ReturnType<typeof fakeApi> | undefined;
beforeEach(freshBrowser);
afterEach(() => server?.restore());

async function openDashboard() {
  signIn(person('admin'));
  renderShell('/dashboard');
  await screen.findByRole('heading', { name: 'Page /dashboard' }, { timeout: 5000 });
}

describe('the database banner', () => {
  it('shows while the server answers 503, in a live region, and goes when a call succeeds', async () => {
    await openDashboard();
    let recover!: () => void;
    const recovered = new Promise<void>((resolve) => (recover = resolve));
    let calls = 0;
    server = fakeApi({
      'GET /api/note': async () => {
        calls += 1;
        if (calls < 3) return outage;
        await recovered;
        return { body: { data: [{ note: 'kept' }] } };
      },
    });
    const region = screen.getByTestId('service-status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    // The read is retried by the client itself: the caller only ever sees the answer that worked.
    const read = api.get('note').json();
    expect(await screen.findByText(OUTAGE)).toBeInTheDocument();
    expect(region).toHaveTextContent(OUTAGE);
    // The answer that clears the banner updates the shell: inside act, as React wants.
    await act(async () => {
      recover();
      await expect(read).resolves.toEqual({ data: [{ note: 'kept' }] });
    });
    await waitFor(() => expect(region).toBeEmptyDOMElement());
    expect(calls).toBe(3);
  });

  it('a 503 keeps the person signed in and the countdown where it was', async () => {
    await openDashboard();
    server = fakeApi({ 'GET /api/admin/check-session': outage, 'POST /api/admin/update-session': outage });
    const before = useAuth.getState();
    await act(() => useAuth.getState().checkSession());
    await act(() => useAuth.getState().refreshSession());
    expect(useAuth.getState()).toMatchObject({
      token: before.token,
      user: before.user,
      sessionExpires: before.sessionExpires,
      error: null,
    });
    expect(screen.getByRole('heading', { name: 'Page /dashboard' })).toBeInTheDocument();
    expect(await screen.findByText(OUTAGE)).toBeInTheDocument();
  });
});
