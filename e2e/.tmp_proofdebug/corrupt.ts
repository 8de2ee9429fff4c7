import { launchBrowser, newPage } from '/work/main/e2e/support/browser';
import { ADMIN, startServer, stopServer } from '/work/main/e2e/support/server';
import { encodePng } from '/work/main/api/src/seed/png';
import { logIn } from '/work/main/e2e/support/logIn';
import { turboArea as area } from '/work/main/shared-kit/src/areas';
(async () => {
  // @ts-expect-error plain ESM helper
  const { snapshotBuiltApps } = await import('/work/main/scripts/apps.mjs');
  const { child, ...server } = await startServer({ APPS_DIR: snapshotBuiltApps() });
  const browser = await launchBrowser();
  try {
    const { page } = await newPage(browser, server.url);
    const login = await page.request.post('/api/admin/login', { data: { username: ADMIN.username, password: ADMIN.password } });
    const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const wl = await page.request.post('/api/whitelabel/create', { headers, multipart: { whitelabel_user: 'brand', whatsapp_group: 'VIP', hexacode: '#8b0000', url: 'https://b.example.com', logo: { name: 'l.png', mimeType: 'image/png', buffer: encodePng(180, 50, () => [250, 250, 250]) } } });
    const pt = await page.request.post('/api/prooftype', { headers, data: { type: 'Ground line', content: '<p>Dear {user}</p>' } });
    const sp = await page.request.post('/api/sports', { headers, data: { sportsName: 'Cricket' } });
    // A PNG header saying RGBA, then garbage where the pixels should be.
    const good = encodePng(64, 64, () => [1, 2, 3]);
    const bad = Buffer.from(good);
    bad[25] = 6;
    for (let i = 41; i < bad.length - 12; i += 1) bad[i] = (i * 37) & 0xff;
    const created = await page.request.post('/api/client/create', { headers, multipart: { whitelabel_user: (await wl.json()).data._id, prooftype: (await pt.json()).proof._id, sportname: (await sp.json()).data._id, user: 'punter', eventname: 'Kings', marketname: 'Odds', navigation: 'Nav', proofMaker: 'admin', images: { name: 'bad.png', mimeType: 'image/png', buffer: bad } } });
    console.log('created', created.status());
    await logIn(page, ADMIN.username, ADMIN.password);
    await page.goto(area.proof.route);
    await page.getByRole('button', { name: /^Preview punter/ }).click();
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const downloading = page.waitForEvent('download', { timeout: 15000 }).then(() => 'downloaded', (e) => 'no download');
    await page.getByRole('dialog', { name: 'Confirm Download' }).getByRole('button', { name: 'Download' }).click();
    console.log(await downloading);
    console.log('alert:', await page.getByRole('alert').allTextContents(), 'busy:', await page.getByRole('button', { name: 'Download PDF' }).getAttribute('aria-busy'));
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    await stopServer(server.pid, server.dataDir);
  }
})();
