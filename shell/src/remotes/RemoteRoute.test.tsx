import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useParams } from 'react-router-dom';
import { RemoteRoute } from './RemoteRoute';

const turboRoutes = Promise.resolve({
  '/whitelabel': () => <h1>Whitelabel Management</h1>,
  '/whitelabel/:id': function Details() {
    return <h1>Whitelabel {useParams().id}</h1>;
  },
  '/notes': () => <h1>Note Management</h1>,
});

jest.mock('./remoteRegistry', () => ({
  routesOf: () => turboRoutes,
  forgetRemote: async () => undefined,
}));

// Awaited: the page suspends on the remote's route table, as it does in the browser.
async function renderEntry(entry: string, address = entry) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[address]}>
        <RemoteRoute remote="turbo" section="Turbo" entry={entry} />
      </MemoryRouter>,
    );
  });
}

describe('RemoteRoute', () => {
  it("renders the remote's page for the route", async () => {
    await renderEntry('/notes');
    expect(await screen.findByRole('heading', { name: 'Note Management' })).toBeInTheDocument();
  });

  it("renders a record's page from the remote's `${path}/:id` entry, with the record's id", async () => {
    await renderEntry('/whitelabel/:id', '/whitelabel/42');
    expect(await screen.findByRole('heading', { name: 'Whitelabel 42' })).toBeInTheDocument();
  });

  it("shows the section's error card when the remote lacks a page its manifest lists", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderEntry('/notes/:id', '/notes/7');
    expect(await screen.findByRole('alert')).toHaveTextContent('Turbo');
  });
});
