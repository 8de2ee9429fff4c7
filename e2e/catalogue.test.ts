import type { Browser, Locator } from 'playwright-core';
import { encodePng, type Rgb } from 'api/testing';
import type { Area } from '@console/area-kit/descriptor';
import { area as forexArea } from 'remote-forex/area';
import { area as turboArea } from 'remote-turbo/area';
import { launchBrowser, newPage, pageTitle } from './support/browser';
import { ADMIN } from './support/server';
import { createUser } from './support/users';
import { logIn } from './support/logIn';

/** A real PNG (the spec's logo size is 180x50) in one colour, so the upload is a genuine image. */
const solidPng = (width: number, height: number, colour: Rgb) => encodePng(width, height, () => colour);

// The project's testTimeout does not reach tests run through the root's `projects` (a global option).
jest.setTimeout(90_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The width the browser decoded the image at, once it has loaded (0 for a broken image). */
const decodedWidth = (image: Locator) =>
  image.evaluate(
    (img: HTMLImageElement) =>
      new Promise<number>((resolve) => {
        if (img.complete) resolve(img.naturalWidth);
        img.addEventListener('load', () => resolve(img.naturalWidth));
        img.addEventListener('error', () => resolve(0));
      }),
  );

describe.each([turboArea, forexArea])('$label whitelabels in Chromium against the real API', (area: Area) => {
  const resource = area.whitelabel;
  // Its own name: the proofs suite makes `${area.key}-brand` on the same server, in whatever order jest runs them.
  const user = `${area.key}-logo-brand`;

  it('creates a whitelabel with a logo, edits it, previews it, opens its detail page and deletes it', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, ADMIN.username, ADMIN.password);
    await page.goto(resource.route);
    await pageTitle(page, resource.title).waitFor();
    // The list has arrived: empty, or holding other suites' whitelabels.
    await page.getByText(resource.messages.empty).or(page.getByRole('row').nth(1)).first().waitFor();

    await page.getByRole('button', { name: resource.addLabel }).click();
    const form = page.getByRole('dialog', { name: resource.addLabel });
    await form.getByText('Size: 180*50 FileType: .png').waitFor();
    await form.getByLabel('Username').fill(user);
    await form.getByLabel('WhatsApp Group').fill(`${user} VIP`);
    await form.getByLabel('Hexacode').fill('00008B');
    await form.getByLabel('URL').fill(`https://${user}.example.com`);
    await form
      .getByLabel('Logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(180, 50, [200, 30, 30]) });
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('status').filter({ hasText: resource.messages.created }).waitFor();
    await form.waitFor({ state: 'detached' });

    const row = page.getByRole('row').filter({ hasText: user });
    await row.getByText('#00008B').waitFor();
    const logo = page.getByRole('img', { name: `${user} logo`, exact: true });
    expect(await logo.getAttribute('src')).toMatch(/^\/api\/uploads\//);
    expect(await decodedWidth(logo)).toBe(180);
    const logoUrl = (await logo.getAttribute('src'))!;

    await row.getByRole('button', { name: `Edit ${user}` }).click();
    const edit = page.getByRole('dialog', { name: resource.editLabel });
    await edit.getByText('Leave empty to keep the current logo').waitFor();
    await edit.getByLabel('WhatsApp Group').fill(`${user} Gold`);
    await edit.getByRole('button', { name: 'Update' }).click();
    await page.getByRole('status').filter({ hasText: resource.messages.updated }).waitFor();
    await row.getByText(`${user} Gold`).waitFor();
    expect(await logo.getAttribute('src')).toBe(logoUrl);

    await row.getByRole('button', { name: `Preview ${user}` }).click();
    const preview = page.getByRole('dialog', { name: resource.previewTitle });
    await preview.getByText('T&c Apply').waitFor();
    await preview.getByRole('link', { name: `https://${user}.example.com` }).waitFor();
    expect(await decodedWidth(preview.getByRole('img', { name: `${user} logo` }))).toBe(180);
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: `${user} details` }).click();
    await page.waitForURL(new RegExp(`${resource.detailRoute}/[0-9a-f-]{36}$`));
    await pageTitle(page, resource.detailTitle).waitFor();
    await page.getByText(`${user} Gold`).waitFor();
    await page.getByRole('link', { name: `Back to ${resource.title}` }).click();
    await page.waitForURL(`**${resource.route}`);

    await page.getByRole('button', { name: `Delete ${user}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(resource.messages.confirmDelete).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('status').filter({ hasText: resource.messages.deleted }).waitFor();
    await row.waitFor({ state: 'detached' });
    // The server removed the logo's file with the whitelabel.
    expect((await page.request.get(logoUrl)).status()).toBe(404);
    await context.close();
  });
});

describe.each([turboArea, forexArea])('$label notes in Chromium against the real API', (area: Area) => {
  const resource = area.note;

  it('adds a note whose URL opens from the preview as a link, and copies it', async () => {
    const { context, page } = await newPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await logIn(page, ADMIN.username, ADMIN.password);
    await page.goto(resource.route);
    await pageTitle(page, resource.title).waitFor();

    await page.getByRole('button', { name: resource.addLabel }).click();
    const form = page.getByRole('dialog', { name: resource.addLabel });
    await form.getByLabel('Origin').fill('WhatsApp');
    await form.getByLabel('Agent').fill('Ravi');
    await form.getByLabel('User').fill(`${area.key}-punter`);
    await form
      .getByLabel('Note', { exact: false })
      .last()
      .fill(`caught, proof at https://proof.example.com/${area.key}/1 today`);
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('status').filter({ hasText: resource.messages.created }).waitFor();

    const row = page.getByRole('row').filter({ hasText: `${area.key}-punter` });
    await row.getByText('caught, proof a...').waitFor();
    await row.getByRole('button', { name: /^Preview note/ }).click();
    const preview = page.getByRole('dialog', { name: resource.previewTitle });
    const link = preview.getByRole('link', { name: `https://proof.example.com/${area.key}/1` });
    expect(await link.getAttribute('href')).toBe(`https://proof.example.com/${area.key}/1`);
    expect(await link.getAttribute('target')).toBe('_blank');
    await preview.getByText('Note ID').waitFor();
    await preview.getByText('admin', { exact: true }).waitFor();

    await preview.getByRole('button', { name: 'Copy Note' }).click();
    await preview.getByText('Note copied to clipboard!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `caught, proof at https://proof.example.com/${area.key}/1 today`,
    );
    await context.close();
  });
});

describe('rights on the catalogue pages in the browser', () => {
  it('shows a Turbo reader the list and the detail page without any button to change them', async () => {
    const { context, page } = await newPage(browser);
    // One whitelabel to look at, made through the API as the admin.
    const login = await page.request.post('/api/admin/login', {
      data: { username: ADMIN.username, password: ADMIN.password },
    });
    const { token } = (await login.json()) as { token: string };
    const created = await page.request.post('/api/whitelabel/create', {
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        whitelabel_user: 'readable',
        whatsapp_group: 'readable VIP',
        hexacode: '#336699',
        url: 'https://readable.example.com',
        logo: { name: 'logo.png', mimeType: 'image/png', buffer: solidPng(180, 50, [30, 90, 200]) },
      },
    });
    expect(created.status()).toBe(201);
    const { data } = (await created.json()) as { data: { _id: string } };

    const password = 'Whitelabel-Reader-1';
    await createUser({
      username: 'wlreader',
      email: 'wlreader@example.com',
      password,
      role: 'user',
      section: ['Turbo'],
      // The /whitelabel guard admits create, update, delete or preview (not listing alone).
      permissions: ['whitelabel_listing', 'whitelabel_preview', 'note_create'],
    });
    await logIn(page, 'wlreader', password);
    await page.goto(turboArea.whitelabel.route);
    await page.getByRole('button', { name: 'Preview readable' }).waitFor();
    for (const name of [turboArea.whitelabel.addLabel, 'Edit readable', 'Delete readable'])
      expect(await page.getByRole('button', { name }).count()).toBe(0);

    await page.getByRole('link', { name: 'readable details' }).click();
    await page.waitForURL(`**/whitelabel/${data._id}`);
    await page.getByText('readable VIP').waitFor();

    await page.goto(turboArea.note.route);
    await page.getByText(turboArea.note.messages.noAccess).waitFor();
    await page.getByRole('button', { name: turboArea.note.addLabel }).waitFor();

    await page.goto(`${forexArea.whitelabel.route}/${data._id}`);
    await page.waitForURL('**/404');
    await context.close();
  });
});
