import { chromium } from 'playwright-core';
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--headless=new'] });
  const page = await browser.newPage({ viewport: { width: 700, height: 2000 } });
  await page.goto('file:///tmp/proofwork/proof.pdf').catch((e) => console.log('goto', e.message));
  await page.waitForTimeout(3000);
  await page.screenshot({ path: '/tmp/proofwork/pdfview.png' });
  await browser.close();
})();
