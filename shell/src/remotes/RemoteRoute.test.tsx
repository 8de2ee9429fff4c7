import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RemoteRoute } from './RemoteRoute';

const turboRoutes = Promise.resolve({
  '/whitelabel': () => <h1>Whitelabel Management</h1>,
  '/whitelabel/:id': () => <h1>Whitelabel Details</h1>,
  '/notes': () => <h1>Note Management</h1>,
});

jest.mock('./remoteRegistry', () => ({
  routesOf: () => turboRoutes,
  forgetRemote: async () => undefined,
}));

// Awaited: the page suspends on the remote's route table, as it does in the browser.
async function renderAt(address: string, path: string, entry?: string) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path={entry ?? path} element={<RemoteRoute path={path} entry={entry} />} />
          <Route path="/404" element={<p>Not found</p>} />
        </Routes>
      </MemoryRouter>,
    );
  });
}

describe('RemoteRoute', () => {
  it("renders the remote's page for the path", async () => {
    await renderAt('/notes', '/notes');
    expect(await screen.findByRole('heading', { name: 'Note Management' })).toBeInTheDocument();
  });

  it("renders a record's page from the remote's `${path}/:id` entry", async () => {
    await renderAt('/whitelabel/7', '/whitelabel', '/whitelabel/:id');
    expect(await screen.findByRole('heading', { name: 'Whitelabel Details' })).toBeInTheDocument();
  });

  it('sends a detail address the remote does not serve to the not-found page', async () => {
    await renderAt('/notes/7', '/notes', '/notes/:id');
    expect(await screen.findByText('Not found')).toBeInTheDocument();
  });
});
