import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freshBrowser, person, renderShell, signIn } from '../../testing/renderShell';

jest.mock('../remotes/RemoteRoute', () => require('../../testing/fakeRemoteRoute'));

const originalWidth = window.innerWidth;
function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

beforeEach(() => {
  freshBrowser();
  signIn(person('admin'));
});
afterEach(() => setWindowWidth(originalWidth));

const toggle = () => screen.getByRole('button', { name: 'Toggle sidebar' });
const sidebar = () => document.getElementById('sidebar')!;

async function openDashboard() {
  renderShell('/dashboard');
  await screen.findByRole('heading', { name: 'Page /dashboard' });
}

describe('layout', () => {
  it('opens with the sidebar open, and the toggle collapses and reopens it', async () => {
    await openDashboard();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(toggle()).toHaveAttribute('aria-controls', 'sidebar');
    const user = userEvent.setup();
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(sidebar()).toHaveAttribute('data-open', 'false');
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes the sidebar on an outside click when the window is narrower than 768 px', async () => {
    setWindowWidth(500);
    await openDashboard();
    fireEvent.mouseDown(sidebar());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseDown(screen.getByRole('heading', { name: 'Page /dashboard' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the sidebar open on an outside click in a wide window', async () => {
    setWindowWidth(1280);
    await openDashboard();
    fireEvent.mouseDown(screen.getByRole('heading', { name: 'Page /dashboard' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes the overlay sidebar after choosing a page on a narrow screen', async () => {
    setWindowWidth(500);
    await openDashboard();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Attendance' }));
    expect(await screen.findByRole('heading', { name: 'Page /attendance' })).toBeInTheDocument();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('on a narrow screen has a close button of its own in the open sidebar, and Esc closes it too', async () => {
    setWindowWidth(390);
    await openDashboard();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('keeps the sidebar open on Esc in a wide window', async () => {
    setWindowWidth(1280);
    await openDashboard();
    await userEvent.setup().keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });
});
