import { act, screen, within } from '@testing-library/react';
import { renderWithTheme } from 'shared-kit/testing';
import userEvent from '@testing-library/user-event';
import type { RemoteRoutes } from '@console/platform';
import { MemoryRouter, useParams } from 'react-router-dom';
import { fallBackAfterLoad, forgetRemote } from './remoteRegistry';
import { RemoteRoute } from './RemoteRoute';
import { PlatformMismatchError, SectionUnavailableError } from './sectionFailure';

let table: Promise<RemoteRoutes>;

jest.mock('./remoteRegistry', () => ({
  routesOf: () => table,
  // As the registry's: the table, then the page's own code; nothing kept between tests.
  loadedPage: () => undefined,
  loadPage: async (_remote: string, entry: string) => {
    const Page = (await table)[entry];
    await Page.preload?.();
    return Page;
  },
  forgetRemote: jest.fn(async () => undefined),
  forgetFailedRoutes: () => undefined,
  fallBackAfterLoad: jest.fn(async () => false),
}));

const turboRoutes: RemoteRoutes = {
  '/whitelabel': () => <h1>Whitelabel Management</h1>,
  '/whitelabel/:id': function Details() {
    return <h1>Whitelabel {useParams().id}</h1>;
  },
  '/notes': () => <h1>Note Management</h1>,
};

beforeEach(() => {
  table = Promise.resolve(turboRoutes);
  jest.mocked(forgetRemote).mockClear();
  jest.mocked(fallBackAfterLoad).mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

// Awaited: the page suspends on the remote's route table, as it does in the browser.
async function renderEntry(entry: string, address = entry) {
  await act(async () => {
    // Inside the layout's theme, as in the console.
    renderWithTheme(
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
});

describe("a section's failure card", () => {
  it('says a section whose files did not arrive could not be loaded, and Retry loads it again', async () => {
    table = Promise.reject(new SectionUnavailableError('down'));
    await renderEntry('/notes');
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('The Turbo section could not be loaded');
    expect(card).toHaveTextContent('Its files did not arrive.');
    table = Promise.resolve(turboRoutes);
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Note Management' })).toBeInTheDocument();
    expect(forgetRemote).toHaveBeenCalledWith('turbo');
  });

  it("shows no card when the person's version did not arrive and the main version can run instead", async () => {
    table = Promise.reject(new SectionUnavailableError('down'));
    jest.mocked(fallBackAfterLoad).mockImplementationOnce(async () => {
      table = Promise.resolve(turboRoutes);
      return true;
    });
    await renderEntry('/notes');
    expect(await screen.findByRole('heading', { name: 'Note Management' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fallBackAfterLoad).toHaveBeenCalledWith('turbo', expect.any(SectionUnavailableError));
  });

  it('says a section built for a newer platform needs a newer console, with no Retry', async () => {
    table = Promise.reject(new PlatformMismatchError('turbo', '^1.4.0', '1.0.0'));
    await renderEntry('/notes');
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('The Turbo section needs a newer console');
    expect(card).toHaveTextContent(
      'This version of the section was built for a newer console than the one running here, so it is not ' +
        'started. The rest of the console keeps working; reload the page once the console has been updated.',
    );
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says a section built for ^1 on a 2.x console was built for an older console, with no Retry', async () => {
    table = Promise.reject(new PlatformMismatchError('turbo', '^1.1.0', '2.0.0'));
    await renderEntry('/notes');
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('The Turbo section was built for an older console');
    expect(card).toHaveTextContent(
      'This version of the section was built for an older console than the one running here, so it is not ' +
        'started. The rest of the console keeps working; reload the page once the section has been updated.',
    );
    expect(card).not.toHaveTextContent('newer');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says a page whose code threw stopped working, and Retry mounts it again without loading anything', async () => {
    let fail = true;
    function Fragile() {
      if (fail) throw new TypeError("Cannot read properties of undefined (reading 'map')");
      return <h1>Note Management</h1>;
    }
    table = Promise.resolve({ ...turboRoutes, '/notes': Fragile });
    await renderEntry('/notes');
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('The Turbo section stopped working');
    fail = false;
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Note Management' })).toBeInTheDocument();
    expect(forgetRemote).not.toHaveBeenCalled();
  });

  it('treats a page the remote lacks, though its manifest lists it, as an error in the section', async () => {
    await renderEntry('/notes/:id', '/notes/7');
    expect(await screen.findByRole('alert')).toHaveTextContent('The Turbo section stopped working');
  });
});
