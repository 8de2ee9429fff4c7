import { launchBrowser } from '/work/main/e2e/support/browser';
import { readdirSync } from 'node:fs';
(async () => {
  const dist = '/work/main/remote-turbo/dist/';
  const file = readdirSync(dist).find((f) => /^pdfmake\.[0-9a-f]+\.js$/.test(f))!;
  const fonts = readdirSync(dist).find((f) => /^pdfmake-fonts\./.test(f))!;
  const browser = await launchBrowser();
  const page = await browser.newPage();
  page.on('console', (m) => console.log('console', m.text()));
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.setContent('<html><body>x<script>self.rspackChunkturbo = [];</script></body></html>');
  await page.addScriptTag({ path: dist + file });
  const vfs = require('/work/main/node_modules/pdfmake/build/vfs_fonts.js');
  await page.evaluate((v) => { (window as any).__vfs = v; }, vfs);
  const result = await page.evaluate(`(async () => {
    const modules = {};
    for (const [, mods] of self.rspackChunkturbo) Object.assign(modules, mods);
    const load = (id) => { const module = { exports: {} }; modules[id](module, module.exports, () => { throw new Error('require ' + id) }); return module.exports; };
    const ids = Object.keys(modules);
    const pm = load(ids.find((id) => String(modules[id]).includes('webpackBootstrap') || String(modules[id]).length > 100000));
    const pdfMake = pm.default || pm;
    pdfMake.addVirtualFileSystem(window.__vfs);
    const p = pdfMake.createPdf({ content: [{ image: 'nope' }] }).getBlob();
    return await Promise.race([p.then((b) => 'blob ' + b.size, (e) => 'rejected: ' + e.message.slice(0, 80)), new Promise((r) => setTimeout(() => r('TIMEOUT'), 5000))]);
  })()`);
  console.log(result);
  await browser.close();
})();
