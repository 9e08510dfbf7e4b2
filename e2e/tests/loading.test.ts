// A slow API: every screen paints its layout's frame and a skeleton at once, never a blank page,
// and the real screen replaces the skeleton when the data arrives.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_WAIT_MS } from '@wf/web/first-screen';
import { login, signupResident, submitScore } from '../support/api.ts';
import { PHONE } from '../support/browser.ts';
import { ADMIN } from '../support/server.ts';
import {
  heading,
  link,
  onScreen,
  open,
  randomAnswers,
  seededRandom,
  useApp,
  visible,
} from '../support/ui.ts';

const { baseUrl, browser } = useApp();

/**
 * Holds tRPC requests until the returned function is called: every one, or (`sessionToo` false)
 * all but the session check, so that the screen's own data is what is late.
 */
async function holdApi(
  page: Page,
  sessionToo = true,
): Promise<{ held: () => number; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route('**/trpc/**', async (route) => {
    if (!sessionToo && route.request().url().includes('auth.me')) return route.continue();
    held += 1;
    await released;
    await route.continue();
  });
  return { held: () => held, release };
}

/** What a person sees: the text of the page and whether anything is drawn at all. */
async function painted(page: Page) {
  return page.evaluate(() => ({
    text: document.body.innerText.trim(),
    height: document.getElementById('root')?.getBoundingClientRect().height ?? 0,
  }));
}

async function expectSkeleton(page: Page) {
  const skeleton = page.locator('.skeleton');
  await visible(skeleton);
  const box = await skeleton.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(100);
  await visible(page.getByRole('status').filter({ hasText: 'Loading…' }));
  const { text, height } = await painted(page);
  expect(text).not.toBe('');
  expect(height).toBeGreaterThan(200);
}

describe('a slow API', () => {
  it.each([
    ['/leaderboard', 'Community Leaderboard', false],
    ['/score-history', 'Score History', false],
    ['/dashboard', null, true],
  ])(
    'a direct load of %s shows the resident frame and a skeleton until the data arrives',
    async (path, title, sessionToo) => {
      const resident = await signupResident(baseUrl);
      await submitScore(baseUrl, resident, randomAnswers(seededRandom(5)).responses);
      const { page } = await open(browser(), baseUrl, '/', { as: resident, viewport: PHONE });
      const api = await holdApi(page, sessionToo);
      await page.goto(path);

      // The frame: the brand in the header and the main navigation, with the skeleton in main.
      await visible(page.getByRole('banner').getByRole('link', { name: /Water Footprint/ }));
      const nav = page.getByRole('navigation', { name: 'Main' });
      await visible(link(nav, 'Dashboard'));
      await visible(link(nav, 'Tips'));
      await expectSkeleton(page);
      // Still the skeleton while the requests wait: not a flash before a blank page.
      await page.waitForTimeout(500);
      await expectSkeleton(page);
      expect(api.held()).toBeGreaterThan(0);
      const h1 = heading(page, title ?? `Welcome, ${resident.profileName}!`);
      expect(await h1.count()).toBe(0);

      api.release();
      await onScreen(page, path, title ?? `Welcome, ${resident.profileName}!`);
      expect(await page.locator('.skeleton').count()).toBe(0);
      await page.close();
    },
  );

  it('a visitor screen waiting for its data shows the public header and a skeleton', async () => {
    const { page } = await open(browser(), baseUrl, '/');
    const api = await holdApi(page);
    await page.goto('/signup');
    await visible(page.getByRole('banner').getByRole('link', { name: /Water Footprint/ }));
    await expectSkeleton(page);
    api.release();
    await onScreen(page, '/signup', 'Create Your Account');
    await page.close();
  });
});

describe('start-up work', () => {
  it('a direct load mounts its screen once its code and data are in, without sitting out the first-screen wait', async () => {
    const resident = await signupResident(baseUrl);
    for (const [path, title, as] of [
      ['/login', 'Welcome Back!', undefined],
      ['/tips', 'Water-Saving Tips', resident],
    ] as const) {
      const { page } = await open(browser(), baseUrl, '/', { as });
      // Marks the wait's timer if it ever fires: the screen should have been mounted before, its
      // code being one request away (a module cycle with the entry once held every screen's code
      // back until this timer gave up).
      await page.addInitScript((waitMs) => {
        const w = window as unknown as { __gaveUp: boolean };
        w.__gaveUp = false;
        const original = window.setTimeout.bind(window);
        window.setTimeout = ((handler: () => void, ms?: number, ...rest: unknown[]) =>
          original(
            ms === waitMs
              ? () => {
                  w.__gaveUp = true;
                  handler();
                }
              : handler,
            ms,
            ...rest,
          )) as typeof window.setTimeout;
      }, FIRST_SCREEN_WAIT_MS);
      await page.goto(path);
      await visible(heading(page, title));
      expect(await page.evaluate(() => (window as unknown as { __gaveUp: boolean }).__gaveUp)).toBe(
        false,
      );
      await page.close();
    }
  });

  it("a signed-in screen's page asks who is signed in alongside the scripts, and the app uses that answer", async () => {
    const resident = await signupResident(baseUrl);
    const { page } = await open(browser(), baseUrl, '/', { as: resident });
    const now = () => performance.now();
    const checks: { url: string; at: number }[] = [];
    const scripts: number[] = [];
    const warnings: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/trpc/auth.me')) checks.push({ url: request.url(), at: now() });
      if (request.resourceType() === 'script') scripts.push(now());
    });
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });
    await page.goto('/score-history');
    await onScreen(page, '/score-history', 'Score History');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3500); // Chromium warns of an unused preload after about 3 s
    // One request: the page's preload, made before the last script was even asked for. A URL
    // that no longer matches what tRPC sends shows as a second request and a console warning.
    expect(checks).toHaveLength(1);
    expect(checks[0]!.at).toBeLessThan(Math.max(...scripts));
    expect(warnings).toEqual([]);
    await page.close();
  });

  it("code a screen fetches for later waits for the screen's first frame: /admin's tabs, the plan's what-if model, the parts below the fold", async () => {
    const resident = await signupResident(baseUrl);
    await submitScore(baseUrl, resident, randomAnswers(seededRandom(4)).responses);
    const admin = { cookie: await login(baseUrl, ADMIN.email, ADMIN.password) };
    for (const [path, title, as, chunk] of [
      ['/admin', 'Admin Dashboard', admin, /\/assets\/CommunityDashboard-[\w-]+\.js$/],
      ['/action-plan', 'My Action Plan', resident, /\/assets\/what-if-model-[\w-]+\.js$/],
      ['/edit-profile', 'Edit Profile', resident, /\/assets\/RemindersCard-[\w-]+\.js$/],
      [
        '/score-summary',
        'Your Water Footprint Score',
        resident,
        /\/assets\/ReminderOffer-[\w-]+\.js$/,
      ],
      [
        '/score-summary',
        'Your Water Footprint Score',
        resident,
        /\/assets\/FairComparison-[\w-]+\.js$/,
      ],
      [
        '/questionnaire',
        'Water Footprint Questionnaire',
        resident,
        /\/assets\/HelpPicture-[\w-]+\.js$/,
      ],
    ] as const) {
      const { page } = await open(browser(), baseUrl, '/', { as });
      const requested: string[] = [];
      page.on('request', (request) => {
        if (chunk.test(request.url())) requested.push(request.url());
      });
      // Animation frames held back until the test lets them run: whatever waits for the screen
      // to be painted waits for them, and a download started before (with the screen's effects,
      // as it was) counted in Lighthouse as holding up the screen's largest paint.
      await page.addInitScript(() => {
        const held: FrameRequestCallback[] = [];
        const run = window.requestAnimationFrame.bind(window);
        let holding = true;
        window.requestAnimationFrame = (callback) =>
          holding ? held.push(callback) : run(callback);
        (window as unknown as { __frames: () => void }).__frames = () => {
          holding = false;
          for (const callback of held.splice(0)) run(callback);
        };
      });
      await page.goto(path);
      await visible(heading(page, title));
      await page.waitForTimeout(1000);
      expect(requested, path).toEqual([]);
      await page.evaluate(() => (window as unknown as { __frames: () => void }).__frames());
      // Still fetched without anyone asking for it, so using it later does not wait (a part
      // another screen imports too may come in two chunks).
      await expect.poll(() => requested.length, { message: path }).toBeGreaterThan(0);
      await page.close();
    }
  });

  it("a form's rules load from the first input, not with the page, and the form still checks", async () => {
    const { page } = await open(browser(), baseUrl, '/');
    const rules: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/accounts-[\w-]+\.js$/.test(request.url())) rules.push(request.url());
    });
    await page.goto('/login');
    await onScreen(page, '/login', 'Welcome Back!');
    await page.waitForLoadState('networkidle');
    expect(rules).toEqual([]);

    await page.getByLabel('Email or Profile Name').focus();
    await expect.poll(() => rules.length).toBe(1);
    await page.getByRole('button', { name: 'Log In' }).click();
    await visible(page.getByRole('alert'));
    await page.close();
  });

  it("/admin's download for later leaves Zod to the meter form's first input, and the form still checks", async () => {
    const admin = { cookie: await login(baseUrl, ADMIN.email, ADMIN.password) };
    const { page } = await open(browser(), baseUrl, '/', { as: admin });
    const tab: string[] = [];
    // Scripts whose text is Zod's: its class names survive minification as strings.
    const zod: string[] = [];
    const read: Promise<void>[] = [];
    const zodSeen = async () => {
      await Promise.all(read);
      return zod;
    };
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const path = new URL(response.url()).pathname;
      if (/^\/assets\/CommunityDashboard-[\w-]+\.js$/.test(path)) tab.push(path);
      read.push(
        response.text().then(
          (text) => {
            if (/\$Zod[A-Z]\w+|ZodError/.test(text)) zod.push(path);
          },
          () => undefined,
        ),
      );
    });
    await page.goto('/admin');
    await visible(heading(page, 'Admin Dashboard'));
    // The community tab's code arrives after the first frame, without its rules.
    await expect.poll(() => tab.length).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(await zodSeen()).toEqual([]);

    // Opening the tab is not yet filling in its form.
    await page.getByRole('tab', { name: 'Community Dashboard' }).click();
    await visible(heading(page, 'Is the society using less water?', 2));
    await page.waitForLoadState('networkidle');
    expect(await zodSeen()).toEqual([]);
    // The meter readings are folded under their heading (issue 28): the tap that opens them is
    // the organiser setting out to record a reading, and may start the rules' download.
    await page.getByRole('button', { name: 'Society Meter Readings', exact: true }).click();
    const date = page.locator('#meter-date');
    await visible(date);
    await date.focus();
    await expect.poll(async () => (await zodSeen()).length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Save Reading' }).click();
    await visible(page.getByText('Date is required').first());
    await page.close();
  });

  it('a direct load in Hindi draws the screen in its font from the start: nothing shifts', async () => {
    const resident = await signupResident(baseUrl);
    await submitScore(baseUrl, resident, randomAnswers(seededRandom(9)).responses);
    const { page } = await open(browser(), baseUrl, '/tips', { as: resident, viewport: PHONE });
    await page.getByLabel('Language').selectOption('hi');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
    // A new visit of a screen: the font is not in this page's memory yet.
    for (const path of ['/dashboard', '/action-plan']) {
      await page.addInitScript(() => {
        const w = window as unknown as { __shift: number };
        w.__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
          }[])
            if (!entry.hadRecentInput) w.__shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => document.documentElement.lang), path).toBe('hi');
      const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
      expect(shift, path).toBeLessThan(0.01);
    }
    await page.close();
  });
});
