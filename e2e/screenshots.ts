// `pnpm screenshots`: a PNG of every screen at 390x844 (phone) and 1280x800 (desktop), taken from
// the production build on a fresh database with a small seeded community, into
// artifacts/screens/ (gitignored). Whole pages are captured, so nothing below the fold is missed.
// `SCREENSHOT_LANG=hi pnpm screenshots` takes the same screens in Hindi, as `hi-phone-*.png` and
// `hi-desktop-*.png`: the language is chosen the way a reader chooses it (remembered in the
// browser), and states reached by clicking an English label are left out unless marked
// `anyLanguage`.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ROUTES } from '@wf/web/routes';
import {
  login,
  makePledge,
  signupResident,
  submitScore,
  updateProfile,
  type Resident,
} from './support/api.ts';
import { actionPlan } from '@wf/scoring/water';
import { DESKTOP, PHONE, launchBrowser, newPage } from './support/browser.ts';
import { LANGUAGE_KEY } from '../apps/web/src/i18n/browser-language.ts';
import { backdateScores, clearApartment } from './support/db.ts';
import { ADMIN, ROOT, lastResetLink, startServer, type RunningServer } from './support/server.ts';
import { answersWithTotal, seededRandom } from './support/ui.ts';

const OUT = join(ROOT, 'artifacts', 'screens');
const LANGUAGE = process.env.SCREENSHOT_LANG ?? 'en';
if (!['en', 'hi'].includes(LANGUAGE)) throw new Error(`SCREENSHOT_LANG: en or hi, not ${LANGUAGE}`);
const FILE_PREFIX = LANGUAGE === 'en' ? '' : `${LANGUAGE}-`;

interface Shot {
  /** File name part. */
  name: string;
  path: string;
  as: 'visitor' | 'resident' | 'newcomer' | 'admin';
  /** Only the viewport (for dialogs and menus, whose backdrop covers the viewport). */
  viewportOnly?: boolean;
  /** Runs before the page loads. */
  init?: (page: Page) => Promise<void>;
  /** Waits for the screen to be ready (and sets up a state). */
  ready?: (page: Page) => Promise<void>;
  /** `ready` finds nothing by an English text, so the shot is taken in every language. */
  anyLanguage?: boolean;
}

/** A tRPC mutation as the resident (for what the REST API does not offer). */
async function trpcMutation(url: string, who: Resident, path: string, input: unknown) {
  const res = await fetch(`${url}/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: who.cookie },
    body: JSON.stringify(input),
  });
  if (!res.ok) throw new Error(`${path} failed: ${res.status} ${await res.text()}`);
}

/** Keeps the score summary's celebration (which closes itself after 4.5 s) open for the shot. */
async function holdCelebration(page: Page) {
  await page.addInitScript(() => {
    const original = window.setTimeout;
    window.setTimeout = ((fn: TimerHandler, ms?: number, ...args: unknown[]) =>
      original(fn, ms === 4500 ? 10 * 60_000 : ms, ...args)) as typeof window.setTimeout;
  });
}

async function seed(server: RunningServer) {
  const url = server.url;
  const random = seededRandom(2024);
  // The resident we look through: three attempts over six weeks, improving.
  const maya = await signupResident(url, { profileName: 'Maya Rivers', apartment: 'B-204' });
  const attempts = [await submitScore(url, maya, answersWithTotal(58, random))];
  // After the second attempt she promises the plan's first change and sets a family goal; the
  // third attempt keeps the promise (the summary celebrates it), and she makes a new one.
  const second = answersWithTotal(71, random);
  attempts.push(await submitScore(url, maya, second));
  const [promised] = actionPlan(second);
  await makePledge(url, maya, promised!);
  await trpcMutation(url, maya, 'goal.set', { targetPercent: 20 });
  const third = {
    ...answersWithTotal(84, random),
    [promised!.questionKey]: promised!.betterAnswer,
  };
  attempts.push(await submitScore(url, maya, third));
  const next = actionPlan(third).find((a) => a.questionKey !== promised!.questionKey);
  if (next) await makePledge(url, maya, next);
  backdateScores(server.dbPath, [
    { scoreId: attempts[0]!.id, daysAgo: 40 },
    { scoreId: attempts[1]!.id, daysAgo: 12 },
    { scoreId: attempts[2]!.id, daysAgo: 0 },
  ]);
  // Neighbours, one of them without an apartment on record.
  const neighbours: [string, string, number][] = [
    ['The Okafor Family', 'A-101', 121],
    ['Priya & Sam', 'C-310', 97],
    ['Grandpa Joe', 'A-002', 88],
    ['Lena Fischer', 'D-415', 66],
    ['The Nguyens', 'B-118', 52],
    ['Tom (age 10)', 'C-007', 45],
    ['Alex Morgan', 'A-309', 37],
    ['Sofia Rossi', 'D-120', 33],
    ['Hiro Tanaka', 'B-501', 29],
  ];
  let noApartment: Resident | undefined;
  for (const [profileName, apartment, total] of neighbours) {
    const r = await signupResident(url, { profileName, apartment });
    await submitScore(url, r, answersWithTotal(total, random));
    if (profileName === 'Grandpa Joe') noApartment = r;
  }
  clearApartment(server.dbPath, noApartment!.id);
  await signupResident(url, { profileName: 'New Neighbour', apartment: 'C-222' });
  await updateProfile(url, maya); // empties the server's read cache after the direct writes
  const newcomer = await signupResident(url, { profileName: 'Noah Brooks', apartment: 'A-120' });

  // A real reset link for /reset-password.
  await fetch(`${url}/api/auth/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: maya.email }),
  });
  let resetLink: string | undefined;
  for (let i = 0; i < 50 && !resetLink; i++) {
    resetLink = lastResetLink(server.logPath, maya.email);
    if (!resetLink) await new Promise((r) => setTimeout(r, 100));
  }
  const reset = new URL(resetLink ?? `${url}/reset-password`);
  const adminCookie = await login(url, ADMIN.email, ADMIN.password);
  return { maya, newcomer, adminCookie, resetPath: `${reset.pathname}${reset.search}` };
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();

async function take(
  browser: Browser,
  baseUrl: string,
  cookies: Record<Shot['as'], string | null>,
  shots: Shot[],
) {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    for (const shot of shots) {
      const { context, page } = await newPage(browser, baseUrl, viewport);
      page.setDefaultTimeout(15_000);
      const cookie = cookies[shot.as];
      if (cookie) {
        const [name, value] = cookie.split('=') as [string, string];
        await context.addCookies([{ name, value, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
      }
      if (LANGUAGE !== 'en')
        await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
          LANGUAGE_KEY,
          LANGUAGE,
        ] as const);
      await shot.init?.(page);
      await page.goto(shot.path);
      await h1(page);
      await shot.ready?.(page);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      // Two frames, so that anything measured on resize (the chart) has drawn again.
      await page.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
      );
      const file = join(OUT, `${FILE_PREFIX}${label}-${shot.name}.png`);
      await page.screenshot({ path: file, fullPage: !shot.viewportOnly });
      console.log(`  ${file}`);
      await context.close();
    }
  }
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const server = await startServer();
  let browser: Browser | undefined;
  try {
    const { maya, newcomer, adminCookie, resetPath } = await seed(server);
    browser = await launchBrowser();
    const cookies = {
      visitor: null,
      resident: maya.cookie,
      newcomer: newcomer.cookie,
      admin: adminCookie,
    };
    const closeCelebration = async (page: Page) => {
      // The celebration's one button ('See My Results'), found in any language. The dialog may
      // draw again as the screen's texts arrive, or close itself (after 4.5 s) meanwhile.
      await page
        .getByRole('dialog')
        .getByRole('button')
        .first()
        .click({ timeout: 3_000 })
        .catch(() => undefined);
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    };
    const shots: Shot[] = [
      { name: 'landing', path: '/', as: 'visitor' },
      { name: 'login', path: '/login', as: 'visitor' },
      {
        name: 'login-invalid',
        path: '/login',
        as: 'visitor',
        ready: async (page) => {
          await page.getByLabel('Email or Profile Name').fill('maya@example.com');
          await page.getByLabel('Password', { exact: true }).fill('wrong-password');
          await page.getByRole('button', { name: 'Log In' }).click();
          await page.getByRole('alert').waitFor();
        },
      },
      {
        name: 'login-forgot-password',
        path: '/login',
        as: 'visitor',
        ready: async (page) => {
          await page.getByRole('button', { name: 'Forgot Password?' }).click();
          await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
        },
      },
      { name: 'signup', path: '/signup', as: 'visitor' },
      {
        name: 'signup-errors',
        path: '/signup',
        as: 'visitor',
        ready: async (page) => {
          await page.getByLabel('Email', { exact: true }).fill('maya@');
          await page.getByRole('button', { name: 'Sign Up' }).click();
          await page.getByText('Profile name is required', { exact: true }).waitFor();
        },
      },
      { name: 'profile-success', path: '/profile-success', as: 'visitor' },
      { name: 'profile-error', path: '/profile-error', as: 'visitor' },
      { name: 'reset-password', path: resetPath, as: 'visitor' },
      { name: 'dashboard', path: '/dashboard', as: 'resident' },
      {
        name: 'dashboard-menu',
        viewportOnly: true,
        path: '/dashboard',
        as: 'resident',
        ready: async (page) => {
          await page.getByRole('button', { name: 'Account menu' }).click();
          await page.getByRole('button', { name: 'Logout' }).waitFor();
        },
      },
      {
        name: 'dashboard-view-stats',
        viewportOnly: true,
        path: '/dashboard',
        as: 'resident',
        ready: async (page) => {
          await page.getByRole('button', { name: 'View Stats' }).click();
          await page.getByRole('dialog').waitFor();
        },
      },
      { name: 'dashboard-new-resident', path: '/dashboard', as: 'newcomer' },
      { name: 'profile', path: '/profile', as: 'resident' },
      { name: 'edit-profile', path: '/edit-profile', as: 'resident' },
      { name: 'questionnaire', path: '/questionnaire', as: 'newcomer' },
      {
        name: 'questionnaire-unanswered',
        path: '/questionnaire',
        as: 'newcomer',
        ready: async (page) => {
          await page.getByRole('button', { name: 'CONTINUE' }).click();
          await page.getByRole('alert').first().waitFor();
          await page.evaluate(() => window.scrollTo(0, 0));
        },
      },
      {
        name: 'score-summary-celebration',
        viewportOnly: true,
        path: '/score-summary',
        as: 'resident',
        init: holdCelebration,
        ready: async (page) => {
          await page.getByRole('dialog').waitFor();
        },
      },
      {
        name: 'score-summary',
        path: '/score-summary',
        as: 'resident',
        ready: closeCelebration,
        anyLanguage: true,
      },
      { name: 'tips', path: '/tips', as: 'resident' },
      {
        name: 'leaderboard',
        path: '/leaderboard',
        as: 'resident',
        ready: async (page) => {
          await page
            .getByRole('region', { name: 'Top 10' })
            .getByRole('listitem')
            .first()
            .waitFor();
        },
      },
      { name: 'kids-corner', path: '/kids-corner', as: 'resident' },
      {
        name: 'score-history',
        path: '/score-history',
        as: 'resident',
        anyLanguage: true,
        ready: async (page) => {
          // Every attempt has its dot on the graph's total line.
          await page.waitForFunction(
            () =>
              (document
                .querySelector('.chart-frame .recharts-line-dots')
                ?.querySelectorAll('circle').length ?? 0) >= 3,
          );
        },
      },
      {
        name: 'score-history-litres',
        path: '/score-history',
        as: 'resident',
        ready: async (page) => {
          await page
            .getByRole('group', { name: 'Show on the graph' })
            .getByRole('button', { name: 'Litres' })
            .click();
          await page.waitForFunction(
            () =>
              (document
                .querySelector('.chart-frame .recharts-line-dots')
                ?.querySelectorAll('circle').length ?? 0) >= 3,
          );
        },
      },
      { name: 'score-history-empty', path: '/score-history', as: 'newcomer' },
      { name: 'action-plan', path: '/action-plan', as: 'resident' },
      {
        name: 'action-plan-what-if',
        viewportOnly: true,
        path: '/action-plan',
        as: 'resident',
        ready: async (page) => {
          await page.getByRole('button', { name: 'Try it' }).nth(1).click();
          await page.locator('.what-if-bar').waitFor();
          await page.getByRole('button', { name: 'Try it' }).nth(1).scrollIntoViewIfNeeded();
        },
      },
      { name: 'action-plan-empty', path: '/action-plan', as: 'newcomer' },
      { name: 'water-detective', path: '/water-detective', as: 'resident' },
      { name: 'water-detective-empty', path: '/water-detective', as: 'newcomer' },
      { name: 'admin', path: '/admin', as: 'admin' },
      {
        name: 'admin-community',
        path: '/admin',
        as: 'admin',
        // The administrator's screens stay English in every language (docs/i18n.md).
        anyLanguage: true,
        ready: async (page) => {
          await page.getByRole('tab', { name: 'Community Dashboard' }).click();
          // The answer first, the rest folded (issue 28): the screen as an organiser opens it.
          await page.getByRole('heading', { name: 'Is the society using less water?' }).waitFor();
        },
      },
      {
        name: 'admin-audit',
        path: '/admin',
        as: 'admin',
        anyLanguage: true,
        ready: async (page) => {
          await page.getByRole('tab', { name: 'Audit Log' }).click();
          await page.getByRole('tabpanel').waitFor();
        },
      },
      { name: 'not-found', path: '/no-such-page', as: 'visitor' },
    ];
    // Every screen of the app's route list has its shot (a new route must be added above).
    const missing = ROUTES.filter((r) => !shots.some((s) => s.path.split('?')[0] === r.path));
    if (missing.length > 0) {
      throw new Error(`no screenshot of ${missing.map((r) => r.path).join(', ')}`);
    }
    const taken = LANGUAGE === 'en' ? shots : shots.filter((s) => !s.ready || s.anyLanguage);
    await take(browser, server.url, cookies, taken);
    console.log(`${taken.length * 2} screenshots in ${OUT}`);
  } finally {
    await browser?.close();
    await server.stop();
  }
}

await main();
