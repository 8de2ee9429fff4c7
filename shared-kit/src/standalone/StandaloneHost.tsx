import { Suspense, useState, type FormEvent } from 'react';
import { Navigate, NavLink, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { decideRoute } from '@console/contract/permissions';
import { useAuth, type RemoteRoutes } from '@console/platform';

/**
 * The minimal host a remote team runs its section in without the shell: a login form, a link per
 * route and the same guard decision the shell makes. Not the product's chrome, only enough to work.
 */
const Frame = styled.div`
  display: grid;
  grid-template-columns: 14rem 1fr;
  min-height: 100vh;
  font-family: system-ui, sans-serif;
`;

const Nav = styled.nav`
  background: #1f3b73;
  padding: 1rem;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  a {
    color: #fff;
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

export function StandaloneHost({ section, routes }: { section: string; routes: RemoteRoutes }) {
  const user = useAuth((s) => s.user);
  const token = useAuth((s) => s.token);
  const logout = useAuth((s) => s.logout);
  if (!user || !token) return <StandaloneLogin section={section} />;
  const paths = Object.keys(routes).filter((path) => decideRoute(path, user, true) === 'allow');
  return (
    <Frame>
      <Nav aria-label={section}>
        <strong style={{ color: '#fff' }}>{section}</strong>
        {paths.map((path) => (
          <NavLink key={path} to={path}>
            {path}
          </NavLink>
        ))}
        <button type="button" onClick={() => void logout()}>
          Logout
        </button>
      </Nav>
      <main style={{ padding: '1.5rem' }}>
        <Suspense fallback={<p role="status">Loading...</p>}>
          <Routes>
            {paths.map((path) => {
              const Page = routes[path];
              return <Route key={path} path={path} element={<Page />} />;
            })}
            <Route
              path="*"
              element={paths[0] ? <Navigate to={paths[0]} replace /> : <p>No page of this section is open to you.</p>}
            />
          </Routes>
        </Suspense>
      </main>
    </Frame>
  );
}
