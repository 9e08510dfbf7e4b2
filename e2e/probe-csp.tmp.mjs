import { chromium } from 'playwright-core';
const base = process.argv[2];
const paths = process.argv.slice(3);
process.env.HOME = '/tmp/probe';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
for (const path of paths) {
  const context = await browser.newContext();
  if (process.env.COOKIE) await context.addCookies([{ name: 'wf_session', value: process.env.COOKIE, url: base }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const issues = [];
  cdp.on('Audits.issueAdded', (e) => issues.push(JSON.stringify(e.issue).slice(0, 600)));
  await cdp.send('Audits.enable');
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.type() + ': ' + m.text()); });
  page.on('pageerror', (e) => errors.push('pageerror: ' + e.message));
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  console.log('==', path, '\n', errors.join('\n '), '\n', issues.join('\n '));
  await context.close();
}
await browser.close();
