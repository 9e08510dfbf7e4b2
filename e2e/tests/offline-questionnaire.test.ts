// Issue 13, item 4: a questionnaire submitted while the phone has no connection is kept on the
// device, the resident is told so, and it is sent by itself when the connection returns, once,
// followed by the summary as usual.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  answerWithFollowUps,
  doesNotApply,
  questionsOnPage,
  scoreResponses,
  type Page as QPage,
  type Responses,
} from '@wf/scoring';
import type { Resident } from '../support/api.ts';
import { signupResident } from '../support/api.ts';
import { PHONE } from '../support/browser.ts';
import {
  button,
  expectPath,
  heading,
  onScreen,
  open,
  radio,
  randomAnswers,
  seededRandom,
  useApp,
  visible,
} from '../support/ui.ts';

const { baseUrl, browser } = useApp();

const WAITING = /You are offline\. Your answers are saved on this phone/;

/** The resident's attempts as the server has stored them (REST history, latest first). */
async function storedAttempts(resident: Resident) {
  const res = await fetch(`${baseUrl}/api/scores?userId=${resident.id}&limit=50`, {
    headers: { cookie: resident.cookie },
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as
    { totalScore: number }[] | { scores: { totalScore: number }[] };
  return Array.isArray(body) ? body : body.scores;
}

/**
 * Answers every page and stops at Submit. A follow-up the app has answered for the child (its
 * parent says "not at home") is folded and left as it is; returns the answers the app then holds.
 */
async function answerUpToSubmit(page: Page, responses: Responses): Promise<Responses> {
  let held: Partial<Responses> = {};
  for (const n of [1, 2, 3, 4] as QPage[]) {
    for (const q of questionsOnPage(n)) {
      if (doesNotApply(q.key, held) && held[q.key] !== undefined) continue;
      const index = (q.options as readonly string[]).indexOf(responses[q.key]);
      await radio(page, q, index).check();
      held = answerWithFollowUps(held, q.key, responses[q.key]);
    }
    if (n < 4) await button(page, 'CONTINUE').click();
  }
  return held as Responses;
}

async function queued(page: Page) {
  return page.evaluate(
    () => Object.keys(localStorage).filter((key) => key.startsWith('wf.offlineSubmission.')).length,
  );
}

describe('a questionnaire submitted offline', () => {
  it('is kept, explained, and submitted once when the connection returns, then the summary shows', async () => {
    const resident = await signupResident(baseUrl);
    const { responses } = randomAnswers(seededRandom(1313));
    const { context, page } = await open(browser(), baseUrl, '/questionnaire', {
      as: resident,
      viewport: PHONE,
    });
    await visible(heading(page, 'Water Footprint Questionnaire'));
    const expected = scoreResponses(await answerUpToSubmit(page, responses));

    const submits: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('scores.submit')) submits.push(request.url());
    });

    // The connection drops just as the resident presses Submit.
    await context.setOffline(true);
    await button(page, 'Submit').click();
    const notice = page.getByRole('status').filter({ hasText: WAITING });
    await visible(notice);
    await expectPath(page, '/questionnaire');
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await queued(page)).toBe(1);
    expect(await storedAttempts(resident)).toHaveLength(0);

    // Back online: sent by itself, then the summary of exactly these answers.
    await context.setOffline(false);
    await onScreen(page, '/score-summary', 'Your Water Footprint Score');
    const stored = await storedAttempts(resident);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.totalScore).toBe(expected.totalScore);
    expect(await queued(page)).toBe(0);

    // Another drop and return sends nothing more.
    await context.setOffline(true);
    await context.setOffline(false);
    await page.waitForTimeout(500);
    expect(await storedAttempts(resident)).toHaveLength(1);
    // One attempt while offline (it failed in the browser) and one when the connection returned.
    expect(submits).toHaveLength(2);
    await context.close();
  });
});
