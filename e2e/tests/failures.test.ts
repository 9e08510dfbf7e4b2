// Issue 13, item 2: failures keep the spec's rules (a failed profile load goes to /login; a failed
// history or leaderboard load shows as empty) and say what happened: the login page explains
// that the server could not be reached or the session ended, and an empty history or leaderboard
// that failed to load offers "Try again", which loads it and every read that failed with it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signupResident, submitScore } from '../support/api.ts';
import { PHONE } from '../support/browser.ts';
import {
  button,
  expectAccessible,
  heading,
  onScreen,
  open,
  randomAnswers,
  seededRandom,
  useApp,
  visible,
} from '../support/ui.ts';

const { baseUrl, browser } = useApp();

const UNREACHABLE = /We could not reach the server to check that you are logged in/;
const ENDED = 'Your session has ended. Please log in again.';
const LOAD_FAILED = /This could not be loaded just now, so it looks empty/;

/** Answers every tRPC call whose URL names `procedure` with an internal error, as tRPC does. */
async function failWith500(page: Page, procedure: string) {
  const failure = {
    message: 'down',
    code: -32603,
    data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 },
  };
  await page.route(`**/trpc/*${procedure}*`, (route) => {
    const url = new URL(route.request().url());
    const names = url.pathname.split('/trpc/')[1]!.split(',');
    const batched = url.searchParams.has('batch');
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify(batched ? names.map(() => ({ error: failure })) : { error: failure }),
    });
  });
}

describe('the login page says why a signed-in screen sent you there', () => {
  it('a 500 on the session check is explained, not silent', async () => {
    const resident = await signupResident(baseUrl);
    const { page } = await open(browser(), baseUrl, '/login', { as: resident, viewport: PHONE });
    await failWith500(page, 'auth.me');
    await page.goto('/dashboard');
    await onScreen(page, '/login', 'Welcome Back!');
    await visible(page.getByRole('status').filter({ hasText: UNREACHABLE }));
    await expectAccessible(page, '/login after a failed session check');
    await page.close();
  });

  it('a session check without an answer (no network) is explained', async () => {
    const resident = await signupResident(baseUrl);
    const { page } = await open(browser(), baseUrl, '/login', { as: resident });
    await page.route('**/trpc/*auth.me*', (route) => route.abort('internetdisconnected'));
    await page.goto('/leaderboard');
    await onScreen(page, '/login', 'Welcome Back!');
    await visible(page.getByRole('status').filter({ hasText: UNREACHABLE }));
    await page.close();
  });

  it('a session the server no longer knows says it has ended; a visitor who never logged in sees no notice', async () => {
    const resident = await signupResident(baseUrl);
    const { context, page } = await open(browser(), baseUrl, '/login', { as: resident });
    await page.goto('/dashboard');
    await visible(heading(page, `Welcome, ${resident.profileName}!`));
    // The session ends on the server (logged out elsewhere); the browser still has its copy.
    await context.clearCookies();
    await page.goto('/tips');
    await onScreen(page, '/login', 'Welcome Back!');
    await visible(page.getByRole('status').filter({ hasText: ENDED }));

    const visitor = await open(browser(), baseUrl, '/login');
    await visitor.page.goto('/dashboard');
    await onScreen(visitor.page, '/login', 'Welcome Back!');
    expect(await visitor.page.getByRole('status').filter({ hasText: ENDED }).count()).toBe(0);
    expect(await visitor.page.getByRole('status').filter({ hasText: UNREACHABLE }).count()).toBe(0);
    await visitor.page.close();
    await page.close();
  });
});

describe('an empty screen that failed to load offers "Try again"', () => {
  it.each([
    ['/score-history', 'scores.history', 'No score history yet'],
    ['/leaderboard', 'analytics.leaderboard', 'No scores yet!'],
  ])(
    '%s: empty as the spec says, the failure said, and Try again loads it',
    async (path, procedure, empty) => {
      const resident = await signupResident(baseUrl);
      const saved = await submitScore(baseUrl, resident, randomAnswers(seededRandom(13)).responses);
      const { page } = await open(browser(), baseUrl, '/login', { as: resident, viewport: PHONE });
      await failWith500(page, procedure);
      await page.goto(path);
      // The spec's empty screen, and beside it what happened.
      await visible(heading(page, empty, path === '/leaderboard' ? 3 : 2));
      const notice = page.getByRole('status').filter({ hasText: LOAD_FAILED });
      await visible(notice);
      await expectAccessible(page, `${path} after a failed load`);

      // The server is back: Try again shows the resident's data.
      await page.unroute(`**/trpc/*${procedure}*`);
      await button(notice, 'Try again').click();
      await notice.waitFor({ state: 'detached' });
      if (path === '/score-history') {
        await visible(heading(page, `Current Score: ${saved.totalScore}`, 2));
        // The litres failed in the same batch and are back too (no '–' in the litres column).
        await visible(
          page.locator('.history-table tbody td:nth-child(5)').filter({ hasText: /\d/ }),
        );
      } else {
        // The top ten is back, and the resident's own place: their row (marked as theirs) when
        // the shared server's other residents leave them in the top ten, else the pinned line
        // under it.
        await visible(page.locator('.board__row'));
        const own = page.locator('.board__row--you, .own-rank');
        await visible(own);
        const text = await own.first().innerText();
        if (text.includes(resident.profileName)) expect(text).toContain('You');
        else
          expect(text).toMatch(
            new RegExp(`^You: #\\d+ of \\d+ · ${saved.totalScore} points( · .+)?$`),
          );
      }
      expect(await page.getByText(empty, { exact: true }).count()).toBe(0);
      await page.close();
    },
  );
});
