import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useAuth, type User } from '@console/platform';
import { TEST_TOKEN } from '@console/platform/testing';
import type { Role } from '@console/contract/permissions';
import { renderWithTheme } from 'shared-kit/testing';

/** A signed-in person for page tests: admin, or someone holding exactly the given permissions. */
export function signInAs(role: Role, permissions: string[] = [], section: string[] = ['Turbo', 'Forex']): User {
  const user: User = {
    _id: `id-${role}`,
    username: `${role}-tester`,
    email: `${role}@example.com`,
    role,
    section,
    permissions,
  };
  useAuth.setState({ user, token: TEST_TOKEN });
  return user;
}

/**
 * Renders an area page at `path` (matched by `pattern`, e.g. '/whitelabel/:id') with the theme, a query
 * client of its own and a router.
 */
export function renderAreaPage(page: ReactElement, path = '/', pattern = '*') {
  return renderWithTheme(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={page} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Puts a zustand store back to its first state, so tests do not see each other's lists. */
export function resetStore(store: { setState: (state: never, replace: true) => void; getInitialState: () => unknown }) {
  store.setState(store.getInitialState() as never, true);
}

/** A tiny valid PNG (1x1 pixel) as a File, for logo uploads. */
export function pngFile(name = 'logo.png'): File {
  const bytes = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg=='),
    (c) => c.charCodeAt(0),
  );
  return new File([bytes], name, { type: 'image/png' });
}
