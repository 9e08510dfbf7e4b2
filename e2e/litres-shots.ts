// Dev-only: screenshots of the litres screens (not committed).
import type { Page } from 'playwright-core';
import { signupResident, submitScore } from './support/api.ts';
import { DESKTOP, PHONE, launchBrowser, newPage } from './support/browser.ts';
import { backdateScores } from './support/db.ts';
import { startServer } from './support/server.ts';
import { answersWithTotal, seededRandom } from './support/ui.ts';

const server = await startServer();
const browser = await launchBrowser();
try {
  const url = server.url;
  const maya = await signupResident(url, { profileName: 'Maya Rivers', apartment: 'B-204' });
  const first = {
    ...answersWithTotal(72, seededRandom(7)),
    q1_householdSize: '4',
    q8_showerDuration: '11-15 minutes',
    q9_showerFrequency: 'Once a day',
    q16_tapWhileBrushing: 'Never',
  };
  const a = await submitScore(url, maya, first);
  const b = await submitScore(url, maya, {
    ...first,
    q8_showerDuration: '5 minutes or less',
    q16_tapWhileBrushing: 'Always',
  });
  backdateScores(server.dbPath, [
    { scoreId: a.id, daysAgo: 20 },
    { scoreId: b.id, daysAgo: 0 },
  ]);
  const fresh = await signupResident(url, { profileName: 'Noah' });
  const only = (process.argv[2] ?? '').split(',').filter(Boolean);
  const shots: [string, string, string, ((p: Page) => Promise<void>)?][] = [
    [
      'summary',
      '/score-summary',
      maya.cookie,
      async (p) => {
        await p.getByRole('button', { name: 'See My Results' }).click();
        await p.getByRole('dialog').waitFor({ state: 'hidden' });
      },
    ],
    ['dashboard', '/dashboard', maya.cookie],
    [
      'plan',
      '/action-plan',
      maya.cookie,
      async (p) => {
        await p.getByRole('button', { name: 'Try it' }).first().click();
      },
    ],
    ['plan-empty', '/action-plan', fresh.cookie],
    ['history', '/score-history', maya.cookie],
  ];
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    for (const [name, path, cookie, ready] of shots) {
      if (only.length && !only.includes(name)) continue;
      const { context, page } = await newPage(browser, url, viewport);
      const [n, v] = cookie.split('=') as [string, string];
      await context.addCookies([{ name: n, value: v, url, httpOnly: true, sameSite: 'Lax' }]);
      page.on('pageerror', (e) => console.log('pageerror', e.message));
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await ready?.(page);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/shots/${label}-${name}.png`, fullPage: true });
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const seg = viewport.height;
      for (let i = 0; i * seg < height; i++) {
        await page.evaluate((y) => window.scrollTo(0, y), i * seg - (i ? 120 : 0));
        await page.waitForTimeout(100);
        await page.screenshot({ path: `/tmp/shots/${label}-${name}-${i}.png` });
      }
      console.log(`/tmp/shots/${label}-${name}.png`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
