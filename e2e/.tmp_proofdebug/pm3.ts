import { writeFileSync } from 'node:fs';
import { launchBrowser } from '/work/main/e2e/support/browser';
import { chromium } from 'playwright-core';
(async () => {
  const browser = await launchBrowser();
  const page = await browser.newPage();
  await page.setContent('<html><body>x</body></html>');
  await page.addScriptTag({ path: '/work/main/node_modules/pdfmake/build/pdfmake.js' });
  await page.addScriptTag({ path: '/work/main/node_modules/pdfmake/build/vfs_fonts.js' });
  const b64 = await page.evaluate(`(async () => {
    const pm = window.pdfMake;
    function band(cell, height) { return { table: { widths: ['*'], heights: [height], body: [[Object.assign({}, cell, { fillColor: '#0b5394' })]] }, layout: 'noBorders' }; }
    const fh = 44 * 0.7441;
    const d = {
      pageSize: 'A4', pageMargins: [0, 0, 0, fh],
      content: [band({ text: 'HEADER', color: '#fff', margin: [24, 15, 24, 15] }, 70), { text: 'body', margin: [24, 10] }],
      background: function (page, size) { return { canvas: [{ type: 'rect', x: 0, y: size.height - fh, w: size.width, h: fh, color: '#0b5394' }] }; },
      footer: function () { return { columns: [{ text: 'https://x.example', color: '#fff', width: '*' }, { text: 'T&c Apply', color: '#fff', width: 'auto' }], margin: [24, 10, 24, 0] }; },
    };
    return pm.createPdf(d).getBase64();
  })()`) as string;
  writeFileSync('/tmp/proofwork/t3.pdf', Buffer.from(b64, 'base64'));
  await browser.close();
  const b2 = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--headless=new'] });
  const p2 = await b2.newPage({ viewport: { width: 700, height: 1100 } });
  await p2.goto('file:///tmp/proofwork/t3.pdf').catch(() => {});
  await p2.waitForTimeout(2500);
  await p2.screenshot({ path: '/tmp/proofwork/t3.png' });
  await b2.close();
})();
