// Issue 5, part 3, the resident's side: score history that the older local-only version kept in
// localStorage ('waterFootprintHistory_' + email) is offered for import after login, imported once
// into the account, and never offered again.
import { QUESTIONS } from '@wf/scoring';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupResident, type Resident } from '../support/api.ts';
import { launchBrowser, newPage, PHONE, seriousViolations } from '../support/browser.ts';
import { sharedServer } from '../support/shared-server.ts';

const baseUrl = sharedServer().baseUrl;
const PREFIX = 'waterFootprintHistory_';
const DAY = 86_400_000;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const completeAnswers = Object.fromEntries(QUESTIONS.map((q) => [q.key, q.options[0]!]));

/** Three attempts the server accepts (one with all its answers) and one it cannot read. */
function oldHistory() {
  const now = Date.now();
  return [
    { score: 61, directScore: 41, indirectScore: 20, date: new Date(now - 40 * DAY).toISOString() },
    // Its scores are those of its answers: imported answers are rescored (issue 14, item 6).
    {
      score: 124,
      directScore: 94,
      indirectScore: 30,
      date: new Date(now - 20 * DAY).toISOString(),
      responses: completeAnswers,
    },
    { score: 80, directScore: 55, indirectScore: 25, date: now - 5 * DAY },
    { score: 'broken' },
  ];
}

async function seed(page: Page, email: string, history: unknown[]) {
  await page.goto('/login');
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [PREFIX + email, JSON.stringify(history)],
  );
}

async function logIn(page: Page, resident: Resident) {
  await page.goto('/login');
  await page.getByLabel('Email or Profile Name').fill(resident.email);
  await page.getByLabel('Password').fill(resident.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
}

async function serverHistory(resident: Resident) {
  const res = await fetch(`${baseUrl}/api/scores?userId=${resident.id}`, {
    headers: { cookie: resident.cookie },
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as unknown;
  return (Array.isArray(body) ? body : (body as { scores: unknown[] }).scores) as {
    totalScore: number;
  }[];
}

const offer = (page: Page) => page.getByRole('region', { name: 'Your earlier scores' });

describe('importing the older version’s score history', () => {
  it('offers it after login, imports it once, shows it in the history, never offers it again', async () => {
    const resident = await signupResident(baseUrl);
    const { context, page } = await newPage(browser, baseUrl);
    await seed(page, resident.email, oldHistory());
    await logIn(page, resident);

    await offer(page).waitFor();
    expect(await offer(page).textContent()).toContain(
      'This device still has 3 scores from the earlier version',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Import my earlier scores' }).click();
    const done = page.getByText(
      'Imported 3 earlier scores into your account. 1 could not be read and was left out.',
      { exact: true },
    );
    await done.waitFor();
    await offer(page).waitFor({ state: 'detached' });
    // The old copy is gone, so nothing is offered twice.
    expect(
      await page.evaluate((key) => localStorage.getItem(key), PREFIX + resident.email),
    ).toBeNull();
    // The dashboard already shows the newest imported score.
    await page.getByText('Current Score').waitFor();

    const scores = await serverHistory(resident);
    expect(scores.map((s) => s.totalScore).sort()).toEqual([124, 61, 80]);

    await page.goto('/score-history');
    const attempts = page
      .locator('.wf-stat')
      .filter({ hasText: 'Total Attempts' })
      .locator('.wf-stat__value');
    await expect.poll(() => attempts.textContent()).toBe('3');
    const rows = page.locator('.history-table tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    expect((await rows.allTextContents()).join(' ')).toMatch(/80.*124.*61|61.*124.*80/s);

    await page.goto('/dashboard');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
    await page.getByText('Current Score').waitFor();
    expect(await page.getByRole('button', { name: 'Import my earlier scores' }).count()).toBe(0);
    await context.close();
  });

  it('Not now hides the offer for this browser session; a later session offers it again, without duplicates', async () => {
    const resident = await signupResident(baseUrl);
    const history = oldHistory().slice(0, 3);
    const first = await newPage(browser, baseUrl, PHONE);
    await seed(first.page, resident.email, history);
    await logIn(first.page, resident);
    await offer(first.page).waitFor();
    await first.page.getByRole('button', { name: 'Not now' }).click();
    await offer(first.page).waitFor({ state: 'detached' });
    await first.page.reload();
    await first.page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
    await first.page.waitForTimeout(500);
    expect(await offer(first.page).count()).toBe(0);
    const stored = await first.page.evaluate(
      (key) => localStorage.getItem(key),
      PREFIX + resident.email,
    );
    expect(stored).not.toBeNull();
    await first.context.close();

    // Meanwhile the same history reached the account from another device (the API is idempotent).
    const imported = await fetch(`${baseUrl}/api/scores/legacy`, {
      method: 'POST',
      headers: { cookie: resident.cookie, 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ entries: history.slice(0, 2) }),
    });
    expect(imported.status).toBe(200);

    // A new browser session on a phone: offered again; importing adds only what is missing.
    const second = await newPage(browser, baseUrl, PHONE);
    await seed(second.page, resident.email, history);
    await logIn(second.page, resident);
    await offer(second.page).waitFor();
    await second.page.getByRole('button', { name: 'Import my earlier scores' }).click();
    await second.page
      .getByText('Imported 1 earlier score into your account. 2 were already there.', {
        exact: true,
      })
      .waitFor();
    expect((await serverHistory(resident)).length).toBe(3);
    await second.context.close();
  });

  it('offers nothing to someone else on the same device, or when there is no old history', async () => {
    const owner = await signupResident(baseUrl);
    const other = await signupResident(baseUrl);
    const { context, page } = await newPage(browser, baseUrl);
    await seed(page, owner.email, oldHistory());
    await logIn(page, other);
    await page
      .getByText(/Current Score|You haven’t taken the questionnaire yet/)
      .first()
      .waitFor();
    expect(await offer(page).count()).toBe(0);
    expect((await serverHistory(other)).length).toBe(0);
    // The owner's copy is left alone.
    expect(
      await page.evaluate((key) => localStorage.getItem(key), PREFIX + owner.email),
    ).not.toBeNull();
    await context.close();
  });

  it('keeps the offer and says so when the import fails', async () => {
    const resident = await signupResident(baseUrl);
    const { context, page } = await newPage(browser, baseUrl);
    await seed(page, resident.email, oldHistory());
    await logIn(page, resident);
    await page.route(
      (url) =>
        url.pathname.startsWith('/trpc/') && url.pathname.includes('scores.importEarlierHistory'),
      (route) => route.abort('internetdisconnected'),
    );
    await page.getByRole('button', { name: 'Import my earlier scores' }).click();
    await page
      .getByRole('alert')
      .getByText(/^Your earlier scores could not be imported\. Please try again\./)
      .waitFor();
    await offer(page).waitFor();
    expect(
      await page.evaluate((key) => localStorage.getItem(key), PREFIX + resident.email),
    ).not.toBeNull();

    await page.unrouteAll();
    await page.getByRole('button', { name: 'Import my earlier scores' }).click();
    await page
      .getByText(
        'Imported 3 earlier scores into your account. 1 could not be read and was left out.',
      )
      .waitFor();
    await context.close();
  });
});
