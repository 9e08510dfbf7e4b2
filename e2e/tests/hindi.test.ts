// Issue 12, item 5: the whole resident journey in Hindi (switch, signup, questionnaire, summary,
// history), the answers stored as the canonical English options, the language kept with the
// profile, and axe on every visitor and resident page in Hindi at phone and desktop size.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { QUESTIONS, questionsOnPage } from '@wf/scoring';
import type { Page as QPage } from '@wf/scoring';
import hiDashboard from '../../apps/web/src/i18n/locales/hi/dashboard.json';
import hiMessages from '../../apps/web/src/i18n/locales/hi/messages.json';
import hiHistory from '../../apps/web/src/i18n/locales/hi/history.json';
import hiPublic from '../../apps/web/src/i18n/locales/hi/public.json';
import hiQuestionnaire from '../../apps/web/src/i18n/locales/hi/questionnaire.json';
import hiQuestions from '../../apps/web/src/i18n/locales/hi/questions.json';
import hiSummary from '../../apps/web/src/i18n/locales/hi/summary.json';
import { login, signupResident, submitScore, answers, unique } from '../support/api.ts';
import { PHONE } from '../support/browser.ts';
import { PARTICIPANT_CODE, ROOT } from '../support/server.ts';
import {
  button,
  expectAccessibleAtBothSizes,
  heading,
  onScreen,
  open,
  radio,
  useApp,
  visible,
} from '../support/ui.ts';

const { baseUrl, browser } = useApp();
const SHOTS = join(ROOT, 'artifacts', 'hindi');
mkdirSync(SHOTS, { recursive: true });

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

async function latestResponses(cookie: string): Promise<Record<string, string>> {
  const me = await fetch(`${baseUrl}/api/auth/me`, { headers: { cookie } });
  const { user } = (await me.json()) as { user: { id: number } };
  const res = await fetch(`${baseUrl}/api/scores?userId=${user.id}&type=latest`, {
    headers: { cookie },
  });
  type Saved = { responses?: Record<string, string> };
  const body = (await res.json()) as Saved | { score: Saved };
  return ('score' in body ? body.score : body).responses ?? {};
}

async function profileLanguage(cookie: string): Promise<unknown> {
  const res = await fetch(`${baseUrl}/trpc/users.language`, { headers: { cookie } });
  return ((await res.json()) as { result: { data: unknown } }).result.data;
}

describe('Hindi', () => {
  it('the resident journey in Hindi on a phone: signup, questionnaire, summary, history', async () => {
    const { page, context } = await open(browser(), baseUrl, '/signup', { viewport: PHONE });
    await visible(heading(page, 'Create Your Account'));
    expect(await lang(page)).toBe('en');

    await page.getByLabel('Language').selectOption('hi');
    await onScreen(page, '/signup', hiPublic.signup.title);
    expect(await lang(page)).toBe('hi');
    await visible(page.getByText(hiPublic.signup.subtitle));
    // The Devanagari font is registered and used for the Hindi texts.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.ready;
          let loaded = false;
          document.fonts.forEach((f) => {
            if (f.family.replace(/"/g, '') === 'WF Devanagari' && f.status === 'loaded')
              loaded = true;
          });
          return loaded;
        }),
      )
      .toBe(true);
    const u = unique();
    const email = `hindi-${u}@example.com`;
    const password = `nadi-jal-${u}`;
    await page.getByLabel(hiPublic.signup.profileName).fill(`रिया ${u}`);
    await page.getByLabel(hiPublic.signup.email).fill(email);
    await page.getByLabel(hiPublic.signup.password, { exact: true }).fill(password);
    await page.getByLabel(hiPublic.signup.apartment).fill('B-12');
    await page.getByLabel(hiPublic.signup.participantCode).fill(PARTICIPANT_CODE);
    await shot(page, 'signup');
    await button(page, hiPublic.signup.submit).click();
    await onScreen(page, '/profile-success', hiPublic.success.title);
    expect(await lang(page)).toBe('hi');
    await shot(page, 'profile-success');

    // The choice made before signing up went with the new profile.
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    expect(await profileLanguage(cookie)).toEqual({ language: 'hi' });

    await page.goto('/dashboard');
    await visible(page.getByRole('heading', { level: 1, name: /^नमस्ते, रिया/ }));
    await visible(page.getByText(hiDashboard.discover));
    await shot(page, 'dashboard');

    await page.goto('/questionnaire');
    await onScreen(page, '/questionnaire', hiQuestionnaire.heading);
    const chosen = answers(() => 0);
    for (const n of [1, 2, 3, 4] as QPage[]) {
      for (const q of questionsOnPage(n)) {
        // The question and its options in Hindi; the radio's value stays the English option.
        await visible(page.getByText(hiQuestions.questions[q.key].text, { exact: true }));
        const first = radio(page, q, 0);
        expect(await first.getAttribute('value')).toBe(q.options[0]);
        await first.check();
      }
      if (n === 1) await shot(page, 'questionnaire');
      await button(page, n < 4 ? hiQuestionnaire.continue : hiQuestionnaire.submit).click();
    }

    await onScreen(page, '/score-summary', hiSummary.heading);
    await visible(button(page, hiDashboard.seeResults));
    await shot(page, 'summary-celebration');
    await button(page, hiDashboard.seeResults).click();
    await visible(page.getByRole('heading', { name: hiSummary.recommendations }));
    expect(await lang(page)).toBe('hi');
    await shot(page, 'summary');

    // Stored and sent as the canonical English options: the REST contract is unchanged.
    expect(await latestResponses(cookie)).toEqual(chosen);

    await page.goto('/score-history');
    await onScreen(page, '/score-history', hiHistory.title);
    await visible(page.getByText(hiHistory.trend.neutral));
    await shot(page, 'history');

    // Another browser, in English: signing in brings the profile's Hindi back.
    const other = await open(browser(), baseUrl, '/login', { viewport: PHONE });
    await visible(heading(other.page, 'Welcome Back!'));
    expect(await lang(other.page)).toBe('en');
    await other.page.getByLabel('Email or Profile Name').fill(email);
    await other.page.getByLabel('Password').fill(password);
    await button(other.page, 'Log In').click();
    await other.page.waitForURL('**/dashboard');
    await visible(other.page.getByText(hiDashboard.stats));
    expect(await lang(other.page)).toBe('hi');

    // Switching while signed in is saved to the profile.
    await other.page.getByLabel('भाषा').selectOption('en');
    await visible(other.page.getByText('Water Footprint Stats'));
    expect(await lang(other.page)).toBe('en');
    await expect.poll(() => profileLanguage(cookie)).toEqual({ language: 'en' });
    await other.page.close();
  });

  it('shows form and server messages in Hindi', async () => {
    const { page } = await open(browser(), baseUrl, '/login', { viewport: PHONE });
    await page.getByLabel('Language').selectOption('hi');
    await button(page, hiPublic.login.submit).click();
    await visible(page.getByRole('alert').getByText('ईमेल या प्रोफ़ाइल का नाम और पासवर्ड, दोनों लिखो।'));
    await page.getByLabel(hiPublic.login.identifier).fill(`nobody-${unique()}@example.com`);
    await page.getByLabel(hiPublic.login.password).fill('wrong-password');
    await button(page, hiPublic.login.submit).click();
    await visible(page.getByRole('alert').getByText('नाम या पासवर्ड गलत है। फिर से कोशिश करो।'));
    await shot(page, 'login-error');
    // A refusal of the server in Hindi (by the code it carries: i18n/messages.test.ts proves the
    // code decides, error-codes.integration.test.ts that the API sends it).
    await page.goto('/reset-password?token=not-a-real-token');
    const password = 'Gulmohar tree by the lake 7';
    await page.getByLabel(hiPublic.reset.newPassword, { exact: true }).fill(password);
    await page.getByLabel(hiPublic.reset.confirm, { exact: true }).fill(password);
    await button(page, hiPublic.reset.submit).click();
    await visible(page.getByRole('alert').getByText(hiMessages.accounts.resetLinkInvalid));
    await page.close();
  });

  it('axe finds nothing serious on every visitor and resident page in Hindi, at 390 and 1280 px', async () => {
    const resident = await signupResident(baseUrl);
    await submitScore(
      baseUrl,
      resident,
      answers(() => 1),
    );
    await submitScore(
      baseUrl,
      resident,
      answers(() => 0),
    );
    const { page } = await open(browser(), baseUrl, '/login', { viewport: PHONE });
    await page.getByLabel('Language').selectOption('hi');
    await visible(heading(page, hiPublic.login.welcome));
    for (const path of [
      '/',
      '/login',
      '/signup',
      '/profile-success',
      '/profile-error',
      '/reset-password?token=x',
      '/no-such-page',
    ]) {
      await page.goto(path);
      await visible(page.getByRole('heading', { level: 1 }));
      expect(await lang(page), path).toBe('hi');
      await expectAccessibleAtBothSizes(page, `${path} in Hindi`);
    }
    const cookie = await login(baseUrl, resident.email, resident.password);
    const [name, value] = cookie.split('=') as [string, string];
    await page.context().addCookies([{ name, value, url: baseUrl }]);
    for (const path of [
      '/dashboard',
      '/profile',
      '/edit-profile',
      '/questionnaire',
      '/score-summary',
      '/score-history',
      '/tips',
      '/kids-corner',
      '/leaderboard',
      '/action-plan',
    ]) {
      await page.goto(path);
      await visible(page.getByRole('heading', { level: 1 }));
      if (path === '/score-summary') {
        const dialog = page.getByRole('dialog');
        if (await dialog.isVisible()) await button(dialog, hiDashboard.seeResults).click();
      }
      expect(await lang(page), path).toBe('hi');
      await expectAccessibleAtBothSizes(page, `${path} in Hindi`);
      await shot(page, `page${path.replace(/\//g, '-')}`);
    }
    await page.close();
  }, 240_000);
});

// Every question has its Hindi text (the catalogue test checks the keys; this the e2e import).
expect(Object.keys(hiQuestions.questions)).toEqual(QUESTIONS.map((q) => q.key));
