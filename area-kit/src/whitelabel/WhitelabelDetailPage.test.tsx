import { screen } from '@testing-library/react';
import { fakeApi } from '@console/platform/testing';
import { forexArea, turboArea } from '../../testing/sampleAreas';
import type { Area } from '../descriptor';
import { renderAreaPage, resetStore, signInAs } from '../../testing/renderAreaPage';
import { whitelabelCatalogue } from './whitelabelCatalogue';
import { WhitelabelDetailPage } from './WhitelabelDetailPage';

// Whole-page flows typed key by key: generous on a busy machine (no timing is asserted).
jest.setTimeout(30_000);

let server: ReturnType<typeof fakeApi>;
afterEach(() => server?.restore());

describe.each([turboArea, forexArea])('$label whitelabel detail page', (area: Area) => {
  const resource = area.whitelabel;
  const render = () =>
    renderAreaPage(<WhitelabelDetailPage area={area} />, `${resource.detailRoute}/7`, `${resource.detailRoute}/:id`);
  beforeEach(() => resetStore(whitelabelCatalogue(resource).useView));

  it('loads the whitelabel of the address and shows its details and card', async () => {
    signInAs('admin');
    const data = {
      _id: '7',
      [resource.userField]: 'acme',
      whatsapp_group: 'acme vip',
      hexacode: '#aa0000',
      url: 'https://acme.example',
      logo: 'uploads/a.png',
    };
    server = fakeApi({ [`GET /api${resource.apiBase}/7`]: { body: { data } } });
    render();
    expect(screen.getByRole('heading', { name: resource.detailTitle })).toBeInTheDocument();
    expect(await screen.findByText('acme vip')).toBeInTheDocument();
    expect(screen.getByText('#aa0000')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'acme logo' })).toHaveAttribute('src', '/api/uploads/a.png');
    expect(screen.getByText('T&c Apply')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Back to ${resource.title}` })).toHaveAttribute('href', resource.route);
  });

  it("does not bring the list's last banner along ('updated successfully!')", async () => {
    signInAs('admin');
    whitelabelCatalogue(resource).useView.setState({
      notice: { kind: 'success', text: resource.messages.updated },
    });
    server = fakeApi({
      [`GET /api${resource.apiBase}/7`]: {
        body: {
          data: {
            _id: '7',
            [resource.userField]: 'acme',
            whatsapp_group: 'vip',
            hexacode: '#aa0000',
            url: 'https://a.example',
            logo: '',
          },
        },
      },
    });
    render();
    expect(await screen.findByText('vip')).toBeInTheDocument();
    expect(screen.queryByText(resource.messages.updated)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("says when it cannot load, with the server's message in the banner", async () => {
    signInAs('admin');
    server = fakeApi({ [`GET /api${resource.apiBase}/7`]: { status: 404, body: { message: 'Whitelabel not found' } } });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Whitelabel not found');
    expect(screen.getByText(resource.messages.fetchOneFailed)).toBeInTheDocument();
  });

  it('needs the listing right, like the list', () => {
    signInAs('user', [resource.rights.create]);
    server = fakeApi({});
    render();
    expect(screen.getByText(resource.messages.noAccess)).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });
});
