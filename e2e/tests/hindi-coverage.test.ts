// Issue 12, item 5: no English left on any visitor or resident screen in Hindi. Three residents
// of a community of their own sign up and answer twice (so every screen, the boards too, has
// something to show); one switches to Hindi, and every visitor and resident route of
// @wf/web/routes is opened at phone and desktop size. What a reader
// or a screen reader meets is collected (visible text, visually hidden text, SVG titles,
// aria-label, aria-valuetext, title, alt, placeholder, the tab's title) and any Latin word outside
// a short allowlist fails the test, printed with its route. /admin stays English (docs/i18n.md).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@wf/web/routes';
import hiPublic from '../../apps/web/src/i18n/locales/hi/public.json';
import hiDashboard from '../../apps/web/src/i18n/locales/hi/dashboard.json';
import { answers, login, signupResident, submitScore, unique } from '../support/api.ts';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { ROOT } from '../support/server.ts';
import { heading, open, useApp, visible } from '../support/ui.ts';

const { baseUrl, browser } = useApp();
/** Screens photographed in Hindi at both sizes, for a person to look at (artifacts/). */
const SHOTS = join(ROOT, 'artifacts', 'hindi-coverage');
const PHOTOGRAPHED = ['/', '/login', '/edit-profile', '/leaderboard', '/kids-corner'];
mkdirSync(SHOTS, { recursive: true });

/**
 * Latin words that are not English to a Hindi reader: units and abbreviations a child knows in
 * Latin letters (docs/i18n.md). Anything else in Latin letters is a text left untranslated.
 */
const ALLOWED_WORDS = new Set(['RO', 'L', 'km', 'ml']);

/** Accepted by the form's rules, refused by the estimator with a warning and two suggestions. */
const WEAK_PASSWORD = 'abcabcabc';

/** Where a text was met and what it said. */
interface Found {
  where: string;
  text: string;
}

/** Everything on the page a reader or a screen reader meets, in document order. */
function collectTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [document.title];
    // An <option> is not "visible" to checkVisibility while its select is closed.
    const shown = (el: Element) =>
      el.closest('svg title, select') !== null ||
      el.checkVisibility({ opacityProperty: false, visibilityProperty: true });
    // A language's own name in the switch is in that language on purpose (lang="en").
    const ownLanguage = (el: Element) => el.closest('.language-switch option[lang="en"]') !== null;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      // Recharts measures its labels in an aria-hidden span 20000 px above the page: no one sees it.
      if (!parent || !text || parent.closest('script, style, noscript, #recharts_measurement_span'))
        continue;
      if (ownLanguage(parent)) continue;
      if (shown(parent)) texts.push(text);
    }
    const attributes = ['aria-label', 'aria-valuetext', 'title', 'alt', 'placeholder'];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (!shown(el)) continue;
      for (const name of attributes) {
        const value = el.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/**
 * Fields of the server's answers that hold what a resident typed, or a family's join code (data
 * in Latin letters and digits, never a text of the app).
 */
const TYPED_FIELDS = new Set([
  'profileName',
  'apartment',
  'apartmentCommunityName',
  'email',
  'joinCode',
]);

function typedByResidents(body: unknown): string[] {
  if (Array.isArray(body)) return body.flatMap(typedByResidents);
  if (!body || typeof body !== 'object') return [];
  return Object.entries(body).flatMap(([key, value]) =>
    TYPED_FIELDS.has(key) && typeof value === 'string' && value ? [value] : typedByResidents(value),
  );
}

/** The texts that still have English words, once the resident's own data is taken out. */
function english(texts: readonly string[], data: readonly string[], initial: string): string[] {
  const longestFirst = [...data].sort((a, b) => b.length - a.length);
  return texts.filter((text) => {
    // The avatar's letter is the first of the resident's name.
    if (text === initial) return false;
    let rest = text;
    for (const typed of longestFirst) rest = rest.split(typed).join(' ');
    const words = rest.match(/[A-Za-z][A-Za-z'’]*/g) ?? [];
    return words.some((word) => !ALLOWED_WORDS.has(word));
  });
}

/** The title of index.html and landing.html, before a screen names itself. */
const BOOT_TITLE = 'Water Footprint Tracker';

/** Lets a screen settle: its data read, its lazy parts and Hindi texts in. */
async function settle(page: Page): Promise<void> {
  await visible(page.getByRole('heading', { level: 1 }).first());
  await page.waitForLoadState('networkidle');
  // The tab's title is the page's before the screen sets its own: give it the time to (an
  // English title that stays is still reported).
  await page
    .waitForFunction((boot) => document.title !== boot, BOOT_TITLE, { timeout: 3000 })
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

describe('Hindi coverage', () => {
  it('leaves no English on any visitor or resident screen in Hindi, at 390 and 1280 px', async () => {
    // A community of its own, so the boards show only the names this test typed.
    const u = unique();
    const community = `Nadi Colony ${u}`;
    const neighbours = [];
    for (const [i, profileName] of [`Riya ${u}`, `Kabir ${u}`, `Meera ${u}`].entries()) {
      const who = await signupResident(baseUrl, {
        profileName,
        apartment: `C-${i + 1}`,
        apartmentCommunityName: community,
      });
      await submitScore(
        baseUrl,
        who,
        answers(() => 2 - i),
      );
      await submitScore(
        baseUrl,
        who,
        answers(() => (i === 0 ? 0 : 1)),
      );
      neighbours.push(who);
    }
    const resident = neighbours[0]!;
    const initial = resident.profileName.charAt(0).toUpperCase();
    const cookie = await login(baseUrl, resident.email, resident.password);
    // What the residents typed is theirs, not the app's: it stays as typed in any language.
    const data = neighbours.flatMap((who) => [who.profileName, who.email, who.apartment]);
    // The weak password typed on /edit-profile, which the estimator quotes back as its example.
    data.push(community, WEAK_PASSWORD);

    const found: Found[] = [];
    const { page } = await open(browser(), baseUrl, '/login', { viewport: PHONE });
    // The boards are for everyone (other test files' residents show on them too): what other
    // residents typed reaches the page only in the server's answers, in these fields.
    page.on('response', (response) => {
      if (!/\/(api|trpc)\//.test(response.url())) return;
      response
        .json()
        .then((body: unknown) => data.push(...typedByResidents(body)))
        .catch(() => undefined);
    });
    await page.getByLabel('Language').selectOption('hi');
    await visible(heading(page, hiPublic.login.welcome));

    const record = async (where: string) => {
      const texts = await collectTexts(page);
      for (const text of english(texts, data, initial)) found.push({ where, text });
    };
    const visit = async (path: string) => {
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await settle(page);
        expect(await page.evaluate(() => document.documentElement.lang), path).toBe('hi');
        const where = `${path} at ${viewport.width} px`;
        await record(where);
        if (PHOTOGRAPHED.includes(path)) {
          const name = `${path === '/' ? 'landing' : path.slice(1)}-${viewport.width}.png`;
          await page.screenshot({ path: join(SHOTS, name), fullPage: true });
        }
        if (path === '/score-summary') {
          // The celebration first, then the summary behind it.
          const dialog = page.getByRole('dialog');
          if (await dialog.isVisible()) {
            await dialog.getByRole('button', { name: hiDashboard.seeResults }).click();
            await settle(page);
            await record(`${where}, after the celebration`);
          }
        }
        if (path === '/edit-profile') {
          // The strength meter, its advice, and the refusal of a guessable password (the rule's
          // sentence, then zxcvbn-ts's warning and advice), said by the page...
          const weak = async () => {
            await page.locator('#change-current-password').fill(resident.password);
            await page.locator('#change-new-password').fill(WEAK_PASSWORD);
            await page.locator('#change-confirm-password').fill(WEAK_PASSWORD);
          };
          await weak();
          await visible(page.locator('.password-strength__advice'));
          await record(`${where}, typing a weak password`);
          await page.locator('#change-new-password').press('Enter');
          await visible(page.locator('#change-new-password[aria-invalid="true"]'));
          await record(`${where}, a weak password refused`);
          await page.screenshot({
            path: join(SHOTS, `edit-profile-refused-${viewport.width}.png`),
            fullPage: true,
          });
          if (viewport === PHONE) {
            // ...and by the server, when the page's estimator cannot load.
            await page.route('**/strength.worker-*', (route) => route.abort());
            await page.reload();
            await settle(page);
            await weak();
            await page.locator('#change-new-password').press('Enter');
            await visible(page.locator('#change-new-password[aria-invalid="true"]'));
            await record(`${where}, a weak password refused by the server`);
            await page.unroute('**/strength.worker-*');
          }
        }
      }
    };

    const visitorRoutes = ROUTES.filter((r) => r.access === 'public').map((r) => r.path);
    const residentRoutes = ROUTES.filter((r) => r.access === 'resident').map((r) => r.path);
    for (const path of visitorRoutes)
      await visit(path === '/reset-password' ? '/reset-password?token=x' : path);
    // A page that does not exist, in Hindi too.
    await visit('/no-such-page');

    const [name, value] = cookie.split('=') as [string, string];
    await page.context().addCookies([{ name, value, url: baseUrl }]);
    for (const path of residentRoutes) await visit(path);

    // The login page's explanations: the server could not be reached, then the session ended.
    const explanation = page.locator('.auth-card [role="alert"], .auth-card [role="status"]');
    await page.setViewportSize(PHONE);
    await page.route('**/trpc/auth.me**', (route) => route.abort());
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await visible(explanation.first());
    await settle(page);
    await record('/login, the server could not be reached');
    await page.unroute('**/trpc/auth.me**');
    await page.goto('/dashboard');
    await settle(page);
    await page.context().clearCookies();
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await visible(explanation.first());
    await settle(page);
    await record('/login, the session ended');
    await page.screenshot({ path: join(SHOTS, 'login-session-ended-390.png'), fullPage: true });
    await page.close();

    const report = found.map((f) => `  ${f.where}: ${JSON.stringify(f.text)}`).join('\n');
    if (found.length > 0) console.log(`English left in Hindi (${found.length}):\n${report}`);
    expect(found, `English left in Hindi:\n${report}`).toEqual([]);
    // The routes were all seen (admin stays English by design).
    expect(visitorRoutes.length + residentRoutes.length).toBe(ROUTES.length - 1);
  }, 300_000);
});
