import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useAuth, type User } from '@console/platform';
import { inTenMinutes, TEST_TOKEN } from '@console/platform/testing';
import { useConsoleMap } from '../src/console/consoleMapStore';
import { routes } from '../src/routes';
import { answerSessionCalls } from './answerSessionCalls';
import { answerConsoleFiles, type ServedManifests } from './answerConsoleFiles';

/**
 * Renders the shell's real route table at `path`, the remotes' route manifests served as `manifests`
 * says (today's three by default); returns the router to read where it went.
 */
export function renderShell(path: string, manifests?: ServedManifests) {
  answerConsoleFiles(manifests);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

export const currentPath = (router: ReturnType<typeof renderShell>['router']) => router.state.location.pathname;

export function person(
  role: User['role'],
  section: string[] = [],
  permissions: string[] = [],
  username = 'asha',
): User {
  return { _id: `id-${username}`, username, email: `${username}@example.com`, role, section, permissions };
}

/** Puts a session in the store and in storage, as a login would, with a server answering the session's own calls. */
export function signIn(user: User, sessionExpires = inTenMinutes()) {
  localStorage.setItem('token', TEST_TOKEN);
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('sessionExpires', sessionExpires);
  useAuth.getState().restore();
  answerSessionCalls();
}

/** A clean, signed-out browser that has already acknowledged the Hard Refresh dialog. */
export function freshBrowser() {
  localStorage.clear();
  localStorage.setItem('hardRefreshAcknowledged', 'true');
  useAuth.getState().restore();
  useConsoleMap.setState(useConsoleMap.getInitialState(), true);
}
