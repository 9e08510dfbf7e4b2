// axe-core on every route at phone and desktop size, in the states a user sees (dialogs and menus
// open, errors shown), and the keyboard-only walk through signup and the questionnaire.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { QUESTIONS, questionsOnPage, scoreResponses } from '@wf/scoring';
import { ROUTES } from '@wf/web/routes';
import {
  login,
  signupResident,
  submitScore,
  unique,
  useSession,
  type Resident,
} from '../support/api.ts';
import { PHONE } from '../support/browser.ts';
import { ADMIN, PARTICIPANT_CODE } from '../support/server.ts';
import {
  button,
  expectAccessibleAtBothSizes,
  expectPath,
  heading,
  onScreen,
  open,
  questionBox,
  randomAnswers,
  seededRandom,
  useApp,
  visible,
} from '../support/ui.ts';

const { baseUrl, browser } = useApp();

/** Keeps the score summary's celebration open (it closes itself after 4.5 s) for the check. */
async function holdCelebration(page: Page) {
  await page.addInitScript(() => {
    const original = window.setTimeout;
    window.setTimeout = ((fn: TimerHandler, ms?: number, ...args: unknown[]) =>
      original(fn, ms === 4500 ? 10 * 60_000 : ms, ...args)) as typeof window.setTimeout;
  });
}

/** The addresses axe has checked, so the last test can tell that no route of the app was missed. */
const covered = new Set<string>();

// Each state is checked at phone and desktop size on the same page (see expectAccessibleAtBothSizes).
async function checked(page: Page, where: string) {
  covered.add(new URL(page.url()).pathname);
  await expectAccessibleAtBothSizes(page, where);
}

describe('axe on every route, at phone and desktop size', () => {
  it('visitor screens, with their errors and the reset form', async () => {
    const { page } = await open(browser(), baseUrl, '/');
    await visible(page.getByRole('heading', { level: 1 }));
    await checked(page, '/');

    await page.goto('/signup');
    await visible(heading(page, 'Create Your Account'));
    await checked(page, '/signup');
    await button(page, 'Sign Up').click();
    await visible(page.getByText('Profile name is required', { exact: true }));
    await checked(page, '/signup with errors');

    await page.goto('/login');
    await visible(heading(page, 'Welcome Back!'));
    await checked(page, '/login');
    await button(page, 'Log In').click();
    await visible(page.getByRole('alert'));
    await checked(page, '/login with an alert');
    await button(page, 'Forgot Password?').click();
    await button(page, 'Send Reset Link').click();
    await visible(page.getByRole('alert'));
    await checked(page, '/login forgot-password form with an alert');

    for (const [path, title] of [
      ['/profile-success', 'Profile Created Successfully!'],
      ['/profile-error', 'Profile Creation Failed'],
      ['/reset-password?token=not-a-real-token', 'Choose a New Password'],
      ['/reset-password', 'Choose a New Password'],
      ['/no-such-page', 'Page not found'],
    ]) {
      await page.goto(path!);
      await visible(heading(page, title!));
      await checked(page, path!);
    }
    await page.close();
  });

  it('resident screens, with the avatar menu, the View Stats dialog and the celebration open', async () => {
    const resident = await signupResident(baseUrl);
    const random = seededRandom(17);
    await submitScore(baseUrl, resident, randomAnswers(random).responses);
    await submitScore(baseUrl, resident, randomAnswers(random).responses);
    const { page } = await open(browser(), baseUrl, '/dashboard', { as: resident });
    await holdCelebration(page);
    // The hold is an init script: it applies from the next page load on.
    await page.reload();

    await visible(heading(page, `Welcome, ${resident.profileName}!`));
    await visible(button(page, 'View History'));
    await checked(page, '/dashboard');
    await button(page, 'Account menu').click();
    await visible(button(page, 'Logout'));
    await checked(page, '/dashboard with the avatar menu open');
    await page.keyboard.press('Escape');
    await button(page, 'View Stats').click();
    await visible(page.getByRole('dialog'));
    await checked(page, '/dashboard with the View Stats dialog');
    await button(page.getByRole('dialog'), 'View Existing Score').click();

    await onScreen(page, '/score-summary', 'Your Water Footprint Score');
    const celebration = page.getByRole('dialog');
    await visible(celebration);
    await checked(page, '/score-summary with the celebration open');
    await button(celebration, 'See My Results').click();
    await celebration.waitFor({ state: 'hidden' });
    await checked(page, '/score-summary');

    for (const [path, title] of [
      ['/profile', `Welcome, ${resident.profileName}!`],
      ['/edit-profile', 'Edit Profile'],
      ['/questionnaire', 'Water Footprint Questionnaire'],
      ['/tips', 'Water-Saving Tips'],
      ['/kids-corner', 'Kids Corner'],
      ['/leaderboard', 'Community Leaderboard'],
      ['/score-history', 'Score History'],
      ['/action-plan', 'My Action Plan'],
      ['/water-detective', 'Water Detective'],
    ]) {
      await page.goto(path!);
      await visible(heading(page, title!));
      if (path === '/score-history') {
        // Below the litres verdict: the graph loads as it comes into view.
        await page.getByRole('region', { name: /^Graph of your scores/ }).scrollIntoViewIfNeeded();
        await visible(
          page
            .getByRole('region', { name: /^Graph of your scores/ })
            .locator('svg')
            .first(),
        );
      }
      if (path === '/leaderboard')
        await visible(page.getByRole('region', { name: 'Top 10' }).getByRole('listitem').first());
      await checked(page, path!);
    }
    // The plan with an answer tried (the bar at the bottom shown), the panel of every answer
    // open, a promise made and a family goal set; the history graph in litres.
    await page.goto('/action-plan');
    await visible(heading(page, 'My Action Plan'));
    await button(page, 'Try it').first().click();
    await visible(page.locator('.what-if-bar'));
    await page.locator('summary', { hasText: 'Try changing any answer' }).click();
    await button(page, 'I will do this!').first().click();
    await visible(page.getByText('You promised!'));
    await button(page.getByRole('region', { name: 'Family Goal' }), '20% less').click();
    await visible(page.getByRole('progressbar', { name: 'Progress to your family goal' }));
    await checked(page, '/action-plan with a what-if, a promise and a goal');
    await page.goto('/dashboard');
    await visible(page.getByText('Family goal: 20% less water', { exact: false }));
    await checked(page, '/dashboard with a promise and a goal');
    await page.goto('/score-history');
    await button(page.getByRole('group', { name: 'Show on the graph' }), 'Litres').click();
    await visible(
      page
        .getByRole('region', { name: /^Graph of your litres a day/ })
        .locator('svg')
        .first(),
    );
    await checked(page, '/score-history in litres');
    // The questionnaire with every question on the page pointed out as unanswered.
    const fresh = await signupResident(baseUrl);
    await page.context().clearCookies();
    await useSession(page.context(), baseUrl, fresh.cookie);
    await page.goto('/questionnaire');
    await button(page, 'CONTINUE').click();
    await visible(page.getByRole('alert'));
    await checked(page, '/questionnaire with unanswered questions');
    await page.close();
  });

  it('a new resident: empty dashboard, empty history, empty summary, empty plan', async () => {
    const resident = await signupResident(baseUrl);
    const { page } = await open(browser(), baseUrl, '/dashboard', { as: resident });
    await visible(
      page.getByText('Take the questionnaire to discover your water footprint score!', {
        exact: true,
      }),
    );
    await checked(page, '/dashboard without a score');
    for (const [path, title] of [
      ['/score-history', 'Score History'],
      ['/score-summary', 'Your Water Footprint Score'],
      ['/action-plan', 'My Action Plan'],
    ]) {
      await page.goto(path!);
      await visible(heading(page, title!));
      await checked(page, `${path} without a score`);
    }
    await page.close();
  });

  it('/admin as the administrator', async () => {
    const cookie = await login(baseUrl, ADMIN.email, ADMIN.password);
    const { page } = await open(browser(), baseUrl, '/admin', { as: { cookie } });
    await expectPath(page, '/admin');
    await visible(page.getByRole('heading', { level: 1 }));
    await checked(page, '/admin');
    await page.close();
  });

  it("covers every route in the app's route list", () => {
    expect(ROUTES.map((r) => r.path).filter((path) => !covered.has(path))).toEqual([]);
  });
});

/** Presses Tab until `predicate` holds for the focused element (at most `limit` times). */
async function tabTo(page: Page, predicate: string, arg: unknown, limit = 15) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (
      await page.evaluate(
        new Function('arg', `const el = document.activeElement; return (${predicate});`) as (
          a: unknown,
        ) => boolean,
        arg,
      )
    ) {
      return;
    }
  }
  throw new Error(`Tab never reached: ${predicate} (${JSON.stringify(arg)})`);
}

/** The focused element, or the label around it, shows a focus indicator (outline or ring). */
async function expectVisibleFocus(page: Page) {
  const shown = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    return [el, el.closest('label')].some((node) => {
      if (!node) return false;
      const s = getComputedStyle(node);
      return (
        (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none'
      );
    });
  });
  expect(shown, 'focus is visible').toBe(true);
}

describe('keyboard only', () => {
  it('completes the signup form with Tab, typing and Enter', async () => {
    const { page } = await open(browser(), baseUrl, '/signup', { viewport: PHONE });
    await visible(heading(page, 'Create Your Account'));
    await expect
      .poll(() => page.getByLabel('Apartment Community', { exact: true }).inputValue())
      .not.toBe('');
    const u = unique();
    const values: [string, string][] = [
      ['signup-profile-name', `Keys ${u}`],
      ['signup-email', `keys-${u}@example.com`],
      ['signup-password', `ripple-${u}`],
      ['signup-community', ''], // prefilled: keep it
      ['signup-apartment', 'K-1'],
      ['signup-participant-code', PARTICIPANT_CODE],
    ];
    for (const [id, value] of values) {
      await tabTo(page, 'el && el.id === arg', id);
      await expectVisibleFocus(page);
      if (value) await page.keyboard.type(value);
    }
    await tabTo(page, "el && el.tagName === 'BUTTON' && el.textContent.trim() === 'Sign Up'", null);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await onScreen(page, '/profile-success', 'Profile Created Successfully!');
    await tabTo(page, "el && el.textContent.trim() === 'Continue to Login'", null, 10);
    await page.keyboard.press('Enter');
    await onScreen(page, '/login', 'Welcome Back!');
    await page.close();
  });

  it('completes the questionnaire with Tab, Space, arrows and Enter, and closes the celebration', async () => {
    const resident: Resident = await signupResident(baseUrl);
    const { responses, indices } = randomAnswers(seededRandom(99));
    const { page } = await open(browser(), baseUrl, '/questionnaire', { as: resident });
    await visible(heading(page, 'Water Footprint Questionnaire'));
    for (const n of [1, 2, 3, 4] as const) {
      await visible(page.getByText(`Page ${n} of 4`, { exact: true }));
      for (const q of questionsOnPage(n)) {
        const current = await page
          .locator(`input[name="${q.key}"]:checked`)
          .evaluateAll((inputs) => (inputs[0] as HTMLInputElement | undefined)?.value);
        if (await questionBox(page, q).getByRole('button', { name: 'Change answer' }).count()) {
          // A follow-up answered for the child (folded): left as it is, or opened with Enter,
          // which puts focus on its first option.
          if (current === responses[q.key]) continue;
          await tabTo(
            page,
            "el && el.tagName === 'BUTTON' && el.closest('fieldset')?.id === arg",
            `${q.key}-group`,
          );
          await page.keyboard.press('Enter');
          await expect
            .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).name))
            .toBe(q.key);
        } else {
          // Tab enters the group on its first option; Space picks it; arrows move the choice.
          await tabTo(page, "el && el.type === 'radio' && el.name === arg", q.key);
        }
        await expectVisibleFocus(page);
        await page.keyboard.press('Space');
        for (let i = 0; i < indices[q.key]!; i++) await page.keyboard.press('ArrowDown');
        const checked = await page.locator(`input[name="${q.key}"]:checked`).inputValue();
        expect(checked, q.key).toBe(responses[q.key]);
      }
      const next = n < 4 ? 'CONTINUE' : 'Submit';
      await tabTo(page, "el && el.tagName === 'BUTTON' && el.textContent.trim() === arg", next);
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
    }
    await onScreen(page, '/score-summary', 'Your Water Footprint Score');
    const celebration = page.getByRole('dialog');
    await visible(celebration);
    // Focus starts on the dialog's button; Enter closes it.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('See My Results');
    await page.keyboard.press('Enter');
    await celebration.waitFor({ state: 'hidden' });
    const { totalScore } = scoreResponses(responses);
    await expect
      .poll(async () => (await page.locator('main').innerText()).replace(/\s+/g, ' '))
      .toContain(`Total Score ${totalScore}`);
    expect(QUESTIONS).toHaveLength(31);
    await page.close();
  });

  it('the View Stats dialog keeps focus inside and closes on Escape, returning focus', async () => {
    const resident = await signupResident(baseUrl);
    await submitScore(baseUrl, resident, randomAnswers(seededRandom(5)).responses);
    const { page } = await open(browser(), baseUrl, '/dashboard', { as: resident });
    const viewStats = button(page, 'View Stats');
    await visible(viewStats);
    await viewStats.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await visible(dialog);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('View Stats');
    await page.close();
  });
});
