import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@console/platform/testing';
import { forexArea, turboArea } from '../../../testing/sampleAreas';
import type { Area } from '../../descriptor';
import { renderAreaPage, resetStore, signInAs } from '../../../testing/renderAreaPage';
import { ProofPage } from '../ProofPage';
import { proofView } from '../proofView';
import { fakeObjectUrls, imageFile, lookupsWire, pageOf, proofRoutesOf, proofWire } from '../../../testing/proofFakes';

// Whole-page flows typed key by key: generous on a busy machine (no timing is asserted).
jest.setTimeout(30_000);

let server: ReturnType<typeof fakeApi>;
afterEach(() => server?.restore());
beforeAll(fakeObjectUrls);

const user = () => userEvent.setup({ applyAccept: false });

describe.each([turboArea, forexArea])('$label proof form', (area: Area) => {
  const resource = area.proof;
  const base = `/api${resource.apiBase}`;
  beforeEach(() => resetStore(proofView(area)));

  async function openForm(routes = {}) {
    signInAs('admin');
    server = fakeApi({ ...proofRoutesOf(area, pageOf([])), ...routes });
    renderAreaPage(<ProofPage area={area} />);
    await user().click(await screen.findByRole('button', { name: resource.addLabel }));
    return screen.findByRole('form', { name: resource.createTitle });
  }
  const group = (label: string) => screen.getByRole('group', { name: label });
  const thumbnails = (label: string) =>
    within(group(label))
      .queryAllByRole('listitem')
      .map((item) => item.getAttribute('aria-label'));

  it('steps the amount by 1 with the arrow keys and never below 0', async () => {
    await openForm();
    const amount = screen.getByLabelText('Amount');
    expect(amount).toHaveAttribute('min', '0');
    expect(amount).toHaveAttribute('step', '1');
    expect(amount).toHaveValue(0);
    fireEvent.keyDown(amount, { key: 'ArrowDown' });
    expect(amount).toHaveValue(0);
    fireEvent.keyDown(amount, { key: 'ArrowUp' });
    fireEvent.keyDown(amount, { key: 'ArrowUp' });
    expect(amount).toHaveValue(2);
    fireEvent.change(amount, { target: { value: '7.8' } });
    fireEvent.keyDown(amount, { key: 'ArrowDown' });
    expect(amount).toHaveValue(6);
    const keyDown = createEvent.keyDown(amount, { key: 'ArrowDown' });
    fireEvent(amount, keyDown);
    expect(keyDown.defaultPrevented).toBe(true);
  });

  it('offers whitelabels, sports and proof types in alphabetical order', async () => {
    const { whitelabel, proofType, sport } = lookupsWire(area);
    const { userField } = area.whitelabel;
    const { nameField } = area.sport;
    await openForm({
      [`GET ${base}/whitelabels`]: {
        body: {
          data: [
            { ...whitelabel, _id: 'w2', [userField]: 'zeta' },
            whitelabel,
            { ...whitelabel, _id: 'w3', [userField]: 'Beta' },
          ],
        },
      },
      [`GET ${base}/prooftypes`]: { body: [{ ...proofType, _id: 't2', type: 'Odds' }, proofType] },
      [`GET ${base}/sports`]: {
        body: {
          data: [{ ...sport, _id: 's2', [nameField]: 'tennis' }, sport, { ...sport, _id: 's3', [nameField]: 'Boxing' }],
        },
      },
    });
    const texts = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(texts(screen.getByLabelText(/^Sport/))).toEqual(['Select a sport', 'Boxing', 'Cricket', 'tennis']);
    expect(texts(screen.getByLabelText(/^Proof Type/))).toEqual(['Select a proof type', 'Ground line', 'Odds']);
    const suggestions = document.getElementById('proof-whitelabels')!.querySelectorAll('option');
    expect([...suggestions].map((option) => option.value)).toEqual(['acme', 'Beta', 'zeta']);
  });

  it('says whether the typed whitelabel user exists and takes its WhatsApp group', async () => {
    await openForm();
    const field = screen.getByLabelText(/^Whitelabel User/);
    await user().type(field, 'acm');
    expect(screen.getByText(resource.messages.userNotFound)).toBeInTheDocument();
    await user().type(field, 'E');
    expect(screen.getByText(resource.messages.userFound)).toBeInTheDocument();
    expect(screen.getByLabelText('WhatsApp Group')).toHaveValue('Acme VIP');
  });

  it("holds at most 6 images per group, with the spec's message for each group, and only images up to 5 MB", async () => {
    await openForm();
    const images = within(group('Images')).getByLabelText('Images');
    await user().upload(
      images,
      Array.from({ length: 5 }, (_, n) => imageFile(`a${n}.png`)),
    );
    expect(thumbnails('Images')).toHaveLength(5);
    await user().upload(images, [imageFile('a5.png'), imageFile('a6.png')]);
    expect(thumbnails('Images')).toHaveLength(6);
    expect(within(group('Images')).getByRole('alert')).toHaveTextContent(resource.messages.tooManyImages);

    const second = within(group('Navigation 2 Images')).getByLabelText('Navigation 2 Images');
    await user().upload(
      second,
      Array.from({ length: 7 }, (_, n) => imageFile(`b${n}.jpg`, 'image/jpeg')),
    );
    expect(thumbnails('Navigation 2 Images')).toHaveLength(6);
    expect(within(group('Navigation 2 Images')).getByRole('alert')).toHaveTextContent(
      resource.messages.tooManyNavigation2Images,
    );

    await user().click(within(group('Navigation 2 Images')).getByRole('button', { name: 'Remove b0.jpg' }));
    await user().upload(second, [imageFile('doc.pdf', 'application/pdf')]);
    expect(within(group('Navigation 2 Images')).getByRole('alert')).toHaveTextContent(
      'Only JPEG, PNG, GIF or WebP images can be added',
    );
    await user().upload(second, [imageFile('huge.png', 'image/png', 5 * 1024 * 1024 + 1)]);
    expect(within(group('Navigation 2 Images')).getByRole('alert')).toHaveTextContent(
      'Each image must be at most 5 MB',
    );
    expect(thumbnails('Navigation 2 Images')).toHaveLength(5);
  });

  it('adds dropped files and shows them at once, with an Image Preview', async () => {
    await openForm();
    const zone = within(group('Images')).getByText(/Drop images here/).parentElement!;
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [imageFile('dropped.png')] } });
    expect(thumbnails('Images')).toEqual(['Images 1 of 1: dropped.png']);
    expect(within(group('Images')).getByRole('listitem').querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    await user().click(within(group('Images')).getByRole('button', { name: 'Preview dropped.png' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Image Preview' })).getByRole('img', { name: 'dropped.png' }),
    ).toBeInTheDocument();
  });

  it('reorders by keyboard and by drag, and saves the order shown', async () => {
    let created: { body: unknown } | undefined;
    await openForm({
      [`POST ${base}/create`]: (call: { body: unknown }) => {
        created = call;
        return { status: 201, body: { data: proofWire(area), message: 'created' } };
      },
    });
    const images = within(group('Images')).getByLabelText('Images');
    await user().upload(images, [imageFile('one.png'), imageFile('two.png'), imageFile('three.png')]);

    const first = within(group('Images')).getByRole('listitem', { name: 'Images 1 of 3: one.png' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(thumbnails('Images')).toEqual([
      'Images 1 of 3: two.png',
      'Images 2 of 3: one.png',
      'Images 3 of 3: three.png',
    ]);
    await waitFor(() =>
      expect(within(group('Images')).getByRole('listitem', { name: 'Images 2 of 3: one.png' })).toHaveFocus(),
    );
    expect(screen.getByText('one.png moved to position 2 of 3')).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(thumbnails('Images')).toEqual([
      'Images 1 of 3: two.png',
      'Images 2 of 3: three.png',
      'Images 3 of 3: one.png',
    ]);

    const [dragged, , target] = within(group('Images')).getAllByRole('listitem');
    const dataTransfer = { setData: jest.fn(), types: [] as string[], effectAllowed: '' };
    fireEvent.dragStart(dragged, { dataTransfer });
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    expect(thumbnails('Images')).toEqual([
      'Images 1 of 3: three.png',
      'Images 2 of 3: one.png',
      'Images 3 of 3: two.png',
    ]);

    await user().type(screen.getByLabelText(/^Whitelabel User/), 'acme');
    await user().type(screen.getByLabelText(/^User/), 'punter42');
    await user().selectOptions(screen.getByLabelText(/^Sport/), 'Cricket');
    await user().type(screen.getByLabelText(/^Event Name/), 'India v Australia');
    await user().type(screen.getByLabelText(/^Market Name/), 'Match Odds');
    await user().selectOptions(screen.getByLabelText(/^Proof Type/), 'Ground line');
    await user().type(screen.getByLabelText(/^Navigation \*/), 'Sports');
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { name: resource.previewTitle });
    const body = String(created!.body);
    const field = (name: string) => new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`).exec(body)?.[1];
    expect(field('imagesOrder')).toBe('["new:0","new:1","new:2"]');
    expect([...body.matchAll(/name="images"; filename="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'three.png',
      'one.png',
      'two.png',
    ]);
    expect(field(area.whitelabel.userField)).toBe('w1');
    expect(field('proofMaker')).toBe('admin-tester');
  });

  it("checks the spec's rules in order before saving, and rounds amounts down", async () => {
    let created: { body: unknown } | undefined;
    await openForm({
      [`POST ${base}/create`]: (call: { body: unknown }) => {
        created = call;
        return { status: 201, body: { data: proofWire(area), message: 'created' } };
      },
    });
    const submit = () => user().click(screen.getByRole('button', { name: 'Submit' }));
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(resource.messages.invalidUsername);
    await user().type(screen.getByLabelText(/^Whitelabel User/), 'ACME ');
    // The message follows the fields once submitted: the username's is gone before the next Submit.
    expect(screen.getByRole('alert')).not.toHaveTextContent(resource.messages.invalidUsername);
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(resource.messages.requiredFields);
    await user().type(screen.getByLabelText(/^User/), 'punter42');
    await user().selectOptions(screen.getByLabelText(/^Sport/), 'Cricket');
    await user().type(screen.getByLabelText(/^Event Name/), 'India v Australia');
    await user().type(screen.getByLabelText(/^Market Name/), 'Match Odds');
    await user().selectOptions(screen.getByLabelText(/^Proof Type/), 'Ground line');
    await user().type(screen.getByLabelText(/^Navigation \*/), 'Sports');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '99.9' } });
    fireEvent.change(screen.getByLabelText('Profit and Loss'), { target: { value: '-3.5' } });
    expect(created).toBeUndefined();
    await submit();
    await screen.findByRole('heading', { name: resource.previewTitle });
    const body = String(created!.body);
    expect(body).toMatch(/name="amount"\r\n\r\n99\r\n/);
    expect(body).toMatch(/name="profitAndLoss"\r\n\r\n-4\r\n/);
  });

  it("shows the server's refusal in the form and stays there", async () => {
    await openForm({ [`POST ${base}/create`]: { status: 400, body: { message: resource.messages.invalidSport } } });
    await user().type(screen.getByLabelText(/^Whitelabel User/), 'acme');
    await user().type(screen.getByLabelText(/^User/), 'punter42');
    await user().selectOptions(screen.getByLabelText(/^Sport/), 'Cricket');
    await user().type(screen.getByLabelText(/^Event Name/), 'E');
    await user().type(screen.getByLabelText(/^Market Name/), 'M');
    await user().selectOptions(screen.getByLabelText(/^Proof Type/), 'Ground line');
    await user().type(screen.getByLabelText(/^Navigation \*/), 'N');
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    const expected = resource.messages.createFailedAlert.replace('{reason}', resource.messages.invalidSport);
    // Inside the form, beside Submit at the foot of a long page, not in a banner at its top.
    const form = screen.getByRole('form', { name: resource.createTitle });
    expect(await within(form).findByRole('alert')).toHaveTextContent(expected);
    expect(within(form).getByRole('alert').nextElementSibling).toContainElement(
      within(form).getByRole('button', { name: 'Submit' }),
    );
  });
});
