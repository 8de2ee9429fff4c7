import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@console/platform/testing';
import { forexArea, turboArea } from '../../testing/sampleAreas';
import type { Area } from '../descriptor';
import { renderAreaPage, resetStore, signInAs } from '../../testing/renderAreaPage';
import { proofTypeCatalogue } from './proofTypeCatalogue';
import { ProofTypePage } from './ProofTypePage';

// Whole-page flows typed key by key: generous on a busy machine (no timing is asserted).
jest.setTimeout(30_000);

let server: ReturnType<typeof fakeApi>;
afterEach(() => server?.restore());

describe.each([turboArea, forexArea])('$label proof types page', (area: Area) => {
  const resource = area.prooftype;
  const base = `/api${resource.apiBase}`;
  const hostile = {
    _id: '1',
    type: 'Hedging',
    content: '<p>Dear <b>{user}</b></p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
  };
  beforeEach(() => resetStore(proofTypeCatalogue(resource).useView));

  it('shows type and sanitised content, and previews with the type as title and T&C Apply', async () => {
    signInAs('admin');
    server = fakeApi({ [`GET ${base}`]: { body: { data: [hostile] } } });
    const { baseElement } = renderAreaPage(<ProofTypePage area={area} />);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: resource.typeColumn })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: resource.contentColumn })).toBeInTheDocument();
    expect(within(table).getByText('{user}').tagName).toBe('B');
    expect(baseElement.querySelector('script')).toBeNull();
    expect(baseElement.querySelector('[onerror]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Preview Hedging' }));
    const preview = screen.getByRole('dialog', { name: 'Hedging' });
    expect(within(preview).getByText('T&C Apply')).toBeInTheDocument();
  });

  it('requires type and content, and reads the saved record under the area key', async () => {
    signInAs('admin');
    server = fakeApi({
      [`GET ${base}`]: [{ body: { data: [] } }, { body: { data: [{ _id: '2', type: 'Late', content: '<p>x</p>' }] } }],
      [`POST ${base}`]: {
        status: 201,
        body: { [resource.responseKey]: { _id: '2', type: 'Late', content: '<p>x</p>' } },
      },
    });
    renderAreaPage(<ProofTypePage area={area} />);
    expect(await screen.findByText(resource.messages.empty)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: resource.addLabel }));
    await userEvent.type(screen.getByLabelText(new RegExp(`^${resource.typeColumn}`)), 'Late');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Type and content are required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(new RegExp(`^${resource.contentColumn}`)), '<p>x</p>');
    expect(screen.queryByText('Type and content are required')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(resource.messages.created)).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'POST')!.body).toEqual({ type: 'Late', content: '<p>x</p>' });
    expect(await screen.findByRole('button', { name: 'Edit Late' })).toBeInTheDocument();
  });

  it('updates and deletes with the confirmation', async () => {
    signInAs('admin');
    server = fakeApi({
      [`GET ${base}`]: { body: { data: [hostile] } },
      [`PUT ${base}/1`]: { body: { [resource.responseKey]: { ...hostile, type: 'Hedging 2' } } },
      [`DELETE ${base}/1`]: { body: { message: 'ok' } },
    });
    renderAreaPage(<ProofTypePage area={area} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Hedging' }));
    expect(screen.getByRole('dialog', { name: resource.editLabel })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(new RegExp(`^${resource.typeColumn}`)), ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(resource.messages.updated)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Hedging' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(resource.messages.confirmDelete);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'DELETE' && c.path === `${base}/1`)).toBe(true));
  });

  it('fetches only with the listing right and says so otherwise', () => {
    signInAs('user', [resource.rights.preview]);
    server = fakeApi({});
    renderAreaPage(<ProofTypePage area={area} />);
    expect(screen.getByText(resource.messages.noAccess)).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });
});
