import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { useAuth, type User } from '@console/platform';
import { type Role } from '@console/contract/permissions';
import { TEST_TOKEN } from '@console/platform/testing';
import { newQueryClient } from 'shared-kit/query';
import { forgetOnSessionEnd } from 'shared-kit/session';
import { theme } from 'shared-kit/ui';

/** Signs a person in for a page test: admin, or a subadmin/user with the given sections and permissions. */
export function signInAs(
  role: Role,
  { section = ['Turbo', 'Forex'], permissions = [] as string[], id = `id-${role}` } = {},
): User {
  const user: User = { _id: id, username: `${role}-tester`, email: `${role}@example.com`, role, section, permissions };
  useAuth.setState({ user, token: TEST_TOKEN });
  return user;
}

/** A query client of the test's own that forgets at the session's end, as the section's does (sectionQueryClient). */
function forgetfulQueryClient() {
  const client = newQueryClient();
  forgetOnSessionEnd(() => {
    void client.cancelQueries();
    client.clear();
  });
  return client;
}

/**
 * Renders an admin page as the shell would: themed, inside a router, with a query client of its own
 * (no test sees another's answers) that forgets at the session's end.
 */
export function renderAdminPage(page: ReactElement) {
  return render(
    <QueryClientProvider client={forgetfulQueryClient()}>
      <ThemeProvider theme={theme}>
        <MemoryRouter>{page}</MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

/** Puts a zustand store back to its first state, so tests do not see each other's data. */
export function resetStore(store: { setState: (state: never, replace: true) => void; getInitialState: () => unknown }) {
  store.setState(store.getInitialState() as never, true);
}
