import { Suspense, useState, type FormEvent } from 'react';
import { Navigate, NavLink, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { decideAccess } from '@console/contract/permissions';
import { useAuth, type RemoteRoutes, type RouteManifest } from '@console/platform';
import { theme } from '../ui/theme';

/**
 * The minimal host a remote team runs its section in without the shell: a login form, the section's
 * sidebar links, and its routes (deep links and a record's own page included) behind the same guard
 * decision the shell makes, read from the same route manifest. Not the product's chrome, only enough
 * to work.
 */
const Frame = styled.div`
  display: grid;
  grid-template-columns: 14rem 1fr;
  min-height: 100vh;
  font-family: system-ui, sans-serif;
`;

const Nav = styled.nav`
  background: ${theme.colors.standaloneNav};
  padding: 1rem;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  a {
    color: ${theme.colors.onDark};
  }
`;

function StandaloneLogin({ section }: { section: string }) {
  const login = useAuth((s) => s.login);
  const error = useAuth((s) => s.error);
  const loading = useAuth((s) => s.loading);
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void login(identifier, password);
  };
  return (
    <form onSubmit={submit} style={{ maxWidth: '20rem', margin: '4rem auto', display: 'grid', gap: '0.75rem' }}>
      <h1>{section} (standalone)</h1>
      <label>
        Username or Email
        <input value={identifier} onChange={(e) => setIdentifier(e.target.value)} required />
      </label>
      <label>
        Password
        <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} required />
      </label>
      {error && <p role="alert">{error}</p>}
      <button type="submit" disabled={loading}>
        LOG IN
      </button>
    </form>
  );
}

export interface StandaloneProps {
  routes: RemoteRoutes;
  manifest: RouteManifest;
}

export function StandaloneHost({ routes, manifest }: StandaloneProps) {
  const user = useAuth((s) => s.user);
  const token = useAuth((s) => s.token);
  const logout = useAuth((s) => s.logout);
  const section = manifest.section;
  if (!user || !token) return <StandaloneLogin section={section} />;
  const allowed = manifest.routes.filter((route) => decideAccess(route.access, user, true) === 'allow');
  const links = allowed.filter((route) => route.sidebar);
  return (
    <Frame>
      <Nav aria-label={section}>
        <strong style={{ color: theme.colors.onDark }}>{section}</strong>
        {links.map((route) => (
          <NavLink key={route.path} to={route.path}>
            {route.sidebar!.label}
          </NavLink>
        ))}
        <button type="button" onClick={() => void logout()}>
          Logout
        </button>
      </Nav>
      <main style={{ padding: '1.5rem' }}>
        <Suspense fallback={<p role="status">Loading...</p>}>
          <Routes>
            {allowed.map((route) => {
              const Page = routes[route.path];
              return <Route key={route.path} path={route.path} element={<Page />} />;
            })}
            <Route
              path="*"
              element={
                links[0] ? <Navigate to={links[0].path} replace /> : <p>No page of this section is open to you.</p>
              }
            />
          </Routes>
        </Suspense>
      </main>
    </Frame>
  );
}
