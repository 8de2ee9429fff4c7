import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import type { Area } from '@console/area-kit/descriptor';
import { area as forexArea } from 'remote-forex/area';
import { area as turboArea } from 'remote-turbo/area';
import { encodePng, type Rgb, inspectPdf } from 'api/testing';
import { launchBrowser, newPage, pageTitle } from './support/browser';
import { logIn } from './support/logIn';
import { ADMIN } from './support/server';

/** A real PNG of one colour (the seed's encoder), so every upload is a genuine image of a known size. */
const solidPng = (width: number, height: number, colour: Rgb) => encodePng(width, height, () => colour);

// The project's testTimeout does not reach tests run through the root's `projects` (a global option).
jest.setTimeout(120_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The area's whitelabel, proof type (a template with placeholders) and sport, made through the API as the admin. */
async function makeCatalogue(page: Page, area: Area) {
  const login = await page.request.post('/api/admin/login', {
    data: { username: ADMIN.username, password: ADMIN.password },
  });
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const whitelabel = await page.request.post(`/api${area.whitelabel.apiBase}/create`, {
    headers,
    multipart: {
      [area.whitelabel.userField]: `${area.key}-brand`,
      whatsapp_group: `${area.key} VIP`,
      hexacode: '#8b0000',
      url: `https://${area.key}.example.com`,
      logo: { name: 'logo.png', mimeType: 'image/png', buffer: solidPng(180, 50, [250, 250, 250]) },
    },
  });
  const proofType = await page.request.post(`/api${area.prooftype.apiBase}`, {
    headers,
    data: {
      type: 'Ground line',
      content: '<p>Dear {user}, your bet of {amount} on {event} ({market}) was voided: {issueType}.</p>',
    },
  });
  const sport = await page.request.post(`/api${area.sport.apiBase}`, {
    headers,
    data: { [area.sport.nameField]: 'Cricket' },
  });
  for (const response of [whitelabel, proofType, sport]) expect(response.status()).toBe(201);
}

const shots = [
  solidPng(640, 400, [200, 40, 40]),
  solidPng(640, 400, [40, 160, 40]),
  solidPng(640, 400, [40, 40, 200]),
  solidPng(400, 640, [200, 160, 0]),
].map((buffer, n) => ({ name: `shot-${n + 1}.png`, mimeType: 'image/png', buffer }));

describe.each([turboArea, forexArea])('$label proofs in Chromium against the real API', (area: Area) => {
  const resource = area.proof;
  const client = `${area.key}punter`;
  const event = `${area.key} Kings v Royals`;

  it('creates a proof with 4 images, previews it and downloads a 2-page A4 PDF holding the user and the event', async () => {
    const { context, page } = await newPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const pdfmakeLoaded = () => scripts.some((url) => /pdfmake/.test(url));
    await makeCatalogue(page, area);
    await logIn(page, ADMIN.username, ADMIN.password);
    await page.goto(resource.route);
    await pageTitle(page, resource.title).waitFor();
    await page.getByText(resource.messages.empty).waitFor();

    await page.getByRole('button', { name: resource.addLabel }).click();
    const form = page.getByRole('form', { name: resource.createTitle });
    await form.getByLabel(/^Whitelabel User/).fill(`${area.key}-brand`);
    await form.getByText(resource.messages.userFound).waitFor();
    expect(await form.getByLabel('WhatsApp Group').inputValue()).toBe(`${area.key} VIP`);
    await form.getByLabel('Agent Name').fill('agent7');
    await form.getByLabel(/^User/).fill(client);
    await form.getByLabel('Amount').fill('1500');
    await form.getByLabel('Amount').press('ArrowUp');
    await form.getByLabel(/^Sport/).selectOption({ label: 'Cricket' });
    await form.getByLabel(/^Event Name/).fill(event);
    await form.getByLabel(/^Market Name/).fill('Match Odds');
    await form.getByLabel(/^Proof Type/).selectOption({ label: 'Ground line' });
    await form.getByLabel(/^Navigation \*/).fill('Sports > Cricket');
    await form.getByLabel('Profit and Loss').fill('-250');
    await page
      .getByRole('group', { name: 'Images', exact: true })
      .getByLabel('Images', { exact: true })
      .setInputFiles(shots);
    const thumbnails = page.getByRole('group', { name: 'Images', exact: true }).getByRole('listitem');
    expect(await thumbnails.count()).toBe(4);
    await thumbnails.first().focus();
    await page.keyboard.press('End');
    expect(await thumbnails.last().getAttribute('aria-label')).toBe('Images 4 of 4: shot-1.png');
    await form.getByRole('button', { name: 'Submit' }).click();

    await pageTitle(page, resource.previewTitle).waitFor();
    await page.getByText(resource.messages.created).waitFor();
    const frame = page.frameLocator('iframe');
    await frame
      .getByText(`Dear ${client}, your bet of 1501.00 on ${event} (Match Odds) was voided: Ground line.`)
      .waitFor();
    // Two A4 pages, each under the brand header: the 4th image (shot-1, moved last) on the second.
    expect(await frame.getByText('Market: Match Od...').count()).toBe(2);
    expect(await frame.getByRole('region', { name: 'Page 1' }).getByRole('img').count()).toBe(1 + 3);
    await frame.getByRole('region', { name: 'Page 2' }).getByRole('img', { name: 'shot-1.png' }).waitFor();
    const decoded = await frame
      .getByRole('img', { name: 'shot-2.png' })
      .evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth));
    expect(decoded).toBe(640);
    expect(await page.locator('iframe').getAttribute('width')).toBe('800');

    // pdfmake and its fonts load for the download only, not with the page.
    expect(pdfmakeLoaded()).toBe(false);
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Download' });
    const downloading = page.waitForEvent('download');
    await confirm.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(pdfmakeLoaded()).toBe(true);
    expect(download.suggestedFilename()).toBe(`${client}_${event.replace(/ /g, '_')}.pdf`);
    const pdf = inspectPdf(readFileSync(await download.path()));
    expect(pdf.wellFormed).toBe(true);
    expect(pdf.pages).toBe(2);
    expect(pdf.mediaBoxes).toEqual([
      [595.28, 841.89],
      [595.28, 841.89],
    ]);
    expect(pdf.text).toContain(client);
    expect(pdf.text).toContain(event);
    expect(pdf.text).toContain('T&c Apply');
    // The logo and the 4 shots, at their own pixel size (original quality, only placed smaller).
    expect(pdf.images.map((image) => `${image.width}x${image.height}`).sort()).toEqual([
      '180x50',
      '400x640',
      '640x400',
      '640x400',
      '640x400',
    ]);

    // Back on the refreshed list.
    await pageTitle(page, resource.title).waitFor();
    await page.getByRole('cell', { name: client, exact: true }).waitFor();

    // A filter of one letter (read from proof_filter, the proofs' lowered copy), within the default days.
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('complementary', { name: resource.filterTitle });
    await drawer.getByLabel('Agent', { exact: true }).fill('G');
    await page.getByRole('button', { name: 'Filters (1)', exact: true }).waitFor();
    await page.getByRole('cell', { name: client, exact: true }).waitFor();
    await drawer.getByLabel('Agent', { exact: true }).fill('z');
    await page.getByText(resource.messages.empty).waitFor();
    // A word (three letters or more: looked up in proof_filter's trigram index, migration 0038), any case.
    await drawer.getByLabel('Agent', { exact: true }).fill('GENT7');
    await page.getByRole('cell', { name: client, exact: true }).waitFor();
    await drawer.getByLabel('Agent', { exact: true }).fill('gent8');
    await page.getByText(resource.messages.empty).waitFor();
    await context.close();
  });
});
