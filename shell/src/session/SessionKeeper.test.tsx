import { act, fireEvent, screen } from '@testing-library/react';
import { fakeApi, TEST_TOKEN } from '@console/platform/testing';
import { currentPath, freshBrowser, person, renderShell, signIn } from '../../testing/renderShell';
import { NOTIFICATION_BODY } from './loginTimeoutNotification';

jest.mock('../remotes/RemoteRoute', () => require('../../testing/fakeRemoteRoute'));

let server: ReturnType<typeof fakeApi> | undefined;
beforeEach(() => {
  freshBrowser();
  jest.useFakeTimers({ now: new Date('2026-03-10T09:00:00Z') });
});
afterEach(() => {
  server?.restore();
  server = undefined;
  jest.useRealTimers();
  delete (window as { Notification?: unknown }).Notification;
});

const later = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const renewal = (seconds = 600) => ({
  body: { sessionExpires: later(seconds), currentTime: new Date().toISOString() },
});

/** Signs in with `secondsLeft` on the clock, the server answering with `routes`, and opens the dashboard. */
async function openDashboard(secondsLeft: number, routes: Parameters<typeof fakeApi>[0] = {}) {
  signIn(person('admin'), later(secondsLeft));
  server = fakeApi({
    'POST /api/admin/update-session': () => renewal(),
    'GET /api/admin/check-session': () => ({
      body: {
        valid: true,
        sessionExpires: localStorage.getItem('sessionExpires'),
        currentTime: new Date().toISOString(),
      },
    }),
    ...routes,
  });
  const view = renderShell('/dashboard');
  await act(() => jest.advanceTimersByTimeAsync(0));
  await screen.findByRole('heading', { name: 'Page /dashboard' });
  return view;
}

const tick = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const warning = () => screen.queryByRole('dialog', { name: 'Login Timeout Warning' });
const callsTo = (path: string) => server!.calls.filter((call) => call.path === path);

function grantNotifications(permission: NotificationPermission = 'granted') {
  const shown: { title: string; options?: NotificationOptions }[] = [];
  const FakeNotification = function (this: unknown, title: string, options?: NotificationOptions) {
    shown.push({ title, options });
  } as unknown as typeof Notification;
  Object.assign(FakeNotification, { permission, requestPermission: jest.fn(async () => permission) });
  (window as { Notification?: unknown }).Notification = FakeNotification;
  return shown;
}

describe('the login timeout warning', () => {
  it('appears at 2 minutes left as a dialog with a seconds countdown', async () => {
    await openDashboard(125);
    expect(warning()).not.toBeInTheDocument();

    await tick(5000);
    const dialog = warning()!;
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Your session is about to expire.');
    expect(dialog).toHaveTextContent('Move the mouse, click or press a key to stay logged in.');
    expect(screen.getByRole('timer', { name: 'Seconds left' })).toHaveTextContent('120');
    await tick(1000);
    expect(screen.getByRole('timer', { name: 'Seconds left' })).toHaveTextContent('119');
    expect(localStorage.getItem('timerTimeLeft')).toBe('119');
  });

  it('says "1 second left", and the header agrees with it to the second', async () => {
    await openDashboard(3);
    await tick(2000);
    expect(screen.getByRole('timer', { name: 'Seconds left' })).toHaveTextContent('1');
    expect(warning()).toHaveTextContent(/^.*1second left/);
    expect(warning()).not.toHaveTextContent('seconds left');
    expect(screen.getByRole('timer', { name: 'Login timeout' })).toHaveTextContent('00:01');
  });

  it('sends the browser notification once, when allowed', async () => {
    const shown = grantNotifications();
    await openDashboard(121);
    expect(shown).toEqual([]);
    await tick(1000);
    expect(shown).toEqual([
      { title: 'Login Timeout Warning', options: expect.objectContaining({ body: NOTIFICATION_BODY }) },
    ]);
    expect(NOTIFICATION_BODY).toMatch(/expires in 120 seconds/);
    await tick(10_000);
    expect(shown).toHaveLength(1);
    expect(localStorage.getItem('notificationSent')).toBe('true');
  });

  it('sends no notification when another tab already did', async () => {
    const shown = grantNotifications();
    localStorage.setItem('notificationSent', 'true');
    await openDashboard(100);
    await tick(2000);
    expect(shown).toEqual([]);
    expect(warning()).toBeInTheDocument();
  });

  it('goes away on activity, which extends the session and resets the sent flag', async () => {
    grantNotifications();
    await openDashboard(100);
    expect(warning()).toBeInTheDocument();
    expect(localStorage.getItem('notificationSent')).toBe('true');

    fireEvent.mouseMove(document.body);
    await tick(0);

    expect(callsTo('/api/admin/update-session')).toHaveLength(1);
    expect(warning()).not.toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Login timeout' })).toHaveTextContent('10:00');
    expect(localStorage.getItem('notificationSent')).toBe('false');
  });

  it('is a modal dialog of the top layer, and the focus it takes on opening is not activity', async () => {
    await openDashboard(100);
    const dialog = warning() as HTMLDialogElement;
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.open).toBe(true);
    // Chromium focuses a modal dialog as it opens; that must not extend the session and hide it.
    fireEvent.focus(dialog);
    await tick(0);
    expect(callsTo('/api/admin/update-session')).toHaveLength(0);
    expect(warning()).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await tick(0);
    expect(callsTo('/api/admin/update-session')).toHaveLength(1);
    expect(warning()).not.toBeInTheDocument();
  });

  it('gives the focus back to where the person was when it goes', async () => {
    signIn(person('admin'), later(125));
    // Focusing the menu is activity too: that first renewal keeps the session short, so the warning still comes.
    let renewals = 0;
    server = fakeApi({ 'POST /api/admin/update-session': () => (renewals++ === 0 ? renewal(125) : renewal()) });
    renderShell('/dashboard');
    await act(() => jest.advanceTimersByTimeAsync(0));
    const menu = await screen.findByRole('button', { name: 'User menu' });
    menu.focus();
    await tick(5000);
    (warning() as HTMLElement).focus();
    fireEvent.keyDown(warning()!, { key: 'a' });
    await tick(0);
    expect(warning()).not.toBeInTheDocument();
    expect(menu).toHaveFocus();
  });

  it('ends the session at zero: storage cleared, back to the login page', async () => {
    const { router } = await openDashboard(3);
    await tick(3000);
    expect(await screen.findByRole('heading', { name: 'Welcome Team' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Session expired');
    expect(currentPath(router)).toBe('/');
    for (const key of ['token', 'user', 'sessionExpires', 'timerTimeLeft'])
      expect(localStorage.getItem(key)).toBeNull();
  });
});

describe('activity', () => {
  it('calls update-session at most once per second, whatever the event', async () => {
    await openDashboard(600);
    fireEvent.mouseMove(document.body);
    fireEvent.click(document.body);
    fireEvent.keyDown(document.body, { key: 'a' });
    fireEvent.scroll(window);
    fireEvent.touchStart(document.body);
    fireEvent.focus(window);
    await tick(999);
    fireEvent.mouseMove(document.body);
    expect(callsTo('/api/admin/update-session')).toHaveLength(1);

    await tick(1);
    fireEvent.keyDown(document.body, { key: 'a' });
    await tick(1000);
    fireEvent.scroll(window);
    await tick(1000);
    fireEvent.touchStart(document.body);
    await tick(1000);
    fireEvent.focus(document.body);
    await tick(1000);
    fireEvent.click(document.body);
    await tick(0);
    expect(callsTo('/api/admin/update-session')).toHaveLength(6);
    expect(callsTo('/api/admin/update-session')[0].headers.get('authorization')).toBe(`Bearer ${TEST_TOKEN}`);
  });

  it('logs out after 3 retries when the server cannot be reached', async () => {
    const { router } = await openDashboard(600, { 'POST /api/admin/update-session': 'network-error' });
    fireEvent.mouseMove(document.body);
    await tick(2900);
    expect(currentPath(router)).toBe('/dashboard');
    await tick(200);
    expect(callsTo('/api/admin/update-session')).toHaveLength(4);
    expect(await screen.findByRole('heading', { name: 'Welcome Team' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('session check polling', () => {
  it('asks the server every 15 seconds, without extending the session', async () => {
    await openDashboard(600);
    await tick(14_999);
    expect(callsTo('/api/admin/check-session')).toHaveLength(0);
    await tick(1);
    expect(callsTo('/api/admin/check-session')).toHaveLength(1);
    await tick(15_000);
    expect(callsTo('/api/admin/check-session')).toHaveLength(2);
    expect(callsTo('/api/admin/update-session')).toHaveLength(0);
  });

  it('logs out when the server says the session is over', async () => {
    const { router } = await openDashboard(600, {
      'GET /api/admin/check-session': { status: 401, body: { valid: false, message: 'Invalid or missing token' } },
    });
    await tick(15_000);
    expect(await screen.findByRole('heading', { name: 'Welcome Team' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or missing token');
    expect(currentPath(router)).toBe('/');
  });

  it('retries a network failure 3 times, 1 s apart, then logs out', async () => {
    await openDashboard(600, { 'GET /api/admin/check-session': 'network-error' });
    await tick(15_000 + 2999);
    expect(screen.getByRole('heading', { name: 'Page /dashboard' })).toBeInTheDocument();
    await tick(1);
    expect(callsTo('/api/admin/check-session')).toHaveLength(4);
    expect(await screen.findByRole('heading', { name: 'Welcome Team' })).toBeInTheDocument();
  });
});

describe('several tabs', () => {
  /** What the browser does in this tab when another tab of the same origin writes to localStorage. */
  function otherTabWrites(key: string, value: string | null) {
    const oldValue = localStorage.getItem(key);
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: localStorage }));
    });
  }

  it('logs this tab out when another tab logs out', async () => {
    const { router } = await openDashboard(600);
    for (const key of ['token', 'user', 'sessionExpires']) otherTabWrites(key, null);
    expect(await screen.findByRole('heading', { name: 'Welcome Team' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/');
  });

  it('logs this tab out when another tab clears the storage', async () => {
    await openDashboard(600);
    localStorage.clear();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    });
    expect(await screen.findByRole('heading', { name: 'Welcome Team' })).toBeInTheDocument();
  });

  it("takes the later expiry another tab's activity earned, which hides the warning", async () => {
    await openDashboard(100);
    expect(warning()).toBeInTheDocument();
    otherTabWrites('sessionExpires', later(600));
    expect(warning()).not.toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Login timeout' })).toHaveTextContent('10:00');
    expect(callsTo('/api/admin/update-session')).toHaveLength(0);
  });

  it('ignores keys that are not the session', async () => {
    await openDashboard(600);
    otherTabWrites('hardRefreshAcknowledged', 'true');
    otherTabWrites('timerTimeLeft', '12');
    expect(screen.getByRole('heading', { name: 'Page /dashboard' })).toBeInTheDocument();
  });
});

describe('notification permission', () => {
  it('shows the red banner while notifications are blocked', async () => {
    grantNotifications('denied');
    await openDashboard(600);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Browser notifications are blocked. Please enable notifications for this site to receive login timeout alerts.',
    );
  });

  it('shows no banner when they are allowed', async () => {
    grantNotifications('granted');
    await openDashboard(600);
    expect(screen.queryByText(/notifications are blocked/)).not.toBeInTheDocument();
  });

  it('asks on the first click while undecided, and shows the banner if the answer is no', async () => {
    grantNotifications('default');
    const ask = Notification.requestPermission as jest.Mock;
    ask.mockImplementation(async () => {
      Object.assign(Notification, { permission: 'denied' });
      return 'denied';
    });
    await openDashboard(600);
    expect(ask).not.toHaveBeenCalled();
    fireEvent.click(document.body);
    await tick(0);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/notifications are blocked/)).toBeInTheDocument();
  });
});
