// The questionnaire (spec sections 2, 4, 5) and the score summary it leads to. Answers are
// random from a seeded RNG; the expected scores come from @wf/scoring and, as a cross-check,
// from the spec's own table written out below.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  NOT_APPLICABLE,
  PAGE_SIZES,
  QUESTIONS,
  questionsOnPage,
  recommendations,
  scoreResponses,
  scoreTier,
  type Page as QPage,
  type Responses,
} from '@wf/scoring';
import { signupResident, submitScore, type Resident } from '../support/api.ts';
import { PHONE } from '../support/browser.ts';
import {
  answerQuestion,
  button,
  exact,
  expectAccessible,
  extremeAnswers,
  expectAlert,
  expectPath,
  gone,
  heading,
  onScreen,
  open,
  questionBox,
  radio,
  randomAnswers,
  seededRandom,
  useApp,
  visible,
} from '../support/ui.ts';

const { baseUrl, browser } = useApp();

const UNANSWERED = 'Please choose an answer to this question.';
const SECTIONS: Record<QPage, { number: number; title: string }> = {
  1: { number: 1, title: 'Direct Water Use' },
  2: { number: 1, title: 'Direct Water Use' },
  3: { number: 2, title: 'Indirect Water Use' },
  4: { number: 3, title: 'Awareness and Engagement' },
};
const TIER_MESSAGES = {
  excellent: "AMAZING! You're a Water Conservation Champion!",
  good: "Good job! You're on the right track!",
  poor: "Room for improvement - let's work on it together!",
};

// Spec section 5, row by row: points by question number, option index and 'Not Applicable'.
const SPEC_POINTS: Record<number, (i: number, na: boolean, option: string) => number> = {};
const fiveMinus = (na?: number) => (i: number, isNa: boolean) =>
  isNa && na !== undefined ? na : 5 - i;
const byIndex = (points: number[], na?: number) => (i: number, isNa: boolean) =>
  isNa && na !== undefined ? na : points[i]!;
const onePlus = (i: number) => 1 + i;
[1, 2, 3, 16].forEach((n) => (SPEC_POINTS[n] = fiveMinus()));
[4, 5, 8, 9].forEach((n) => (SPEC_POINTS[n] = fiveMinus(3)));
SPEC_POINTS[6] = byIndex([5, 4, 2, 1], 0);
SPEC_POINTS[7] = byIndex([0, 2, 5, 4], 0);
SPEC_POINTS[10] = byIndex([4, 2, 1, 0], 5);
SPEC_POINTS[11] = byIndex([0, 1, 2, 4], 5);
SPEC_POINTS[12] = byIndex([7, 5, 4, 3], 0);
SPEC_POINTS[13] = byIndex([7, 5, 4, 1], 5);
SPEC_POINTS[14] = byIndex([5, 3, 1], 5);
SPEC_POINTS[15] = byIndex([5, 1], 5);
SPEC_POINTS[17] = byIndex([1, 5, 3]);
SPEC_POINTS[18] = byIndex([4, 2, 1]);
SPEC_POINTS[19] = byIndex([5, 1, 0]);
SPEC_POINTS[20] = byIndex([5, 1, 0, 8]);
SPEC_POINTS[21] = onePlus;
SPEC_POINTS[22] = byIndex([5, 1, 0, 5]);
SPEC_POINTS[23] = onePlus;
SPEC_POINTS[24] = byIndex([5, 4, 3, 1]);
SPEC_POINTS[25] = onePlus;
SPEC_POINTS[26] = byIndex([2, 4, 3, 5]);
SPEC_POINTS[27] = byIndex([5, 5, 1, 4, 3]);
SPEC_POINTS[28] = onePlus;
[29, 30, 31].forEach((n) => (SPEC_POINTS[n] = (_i, _na, option) => (option === 'Yes' ? 5 : 1)));

function specScore(responses: Responses) {
  let direct = 0;
  let indirect = 0;
  for (const q of QUESTIONS) {
    const option = responses[q.key];
    const points = SPEC_POINTS[q.number]!(
      q.options.indexOf(option),
      option === NOT_APPLICABLE,
      option,
    );
    if (q.number <= 22) direct += points;
    else indirect += points;
  }
  return { directScore: direct, indirectScore: indirect, totalScore: direct + indirect };
}

/** The questions' legends: the home facts beside them (issue 27, item 4) are no question. */
async function legends(page: Page): Promise<string[]> {
  const questions = page.locator('form fieldset:not(.q-home-facts fieldset) legend');
  return (await questions.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
}

/** Checks the page's heading, progress and continuous numbering. */
async function expectPage(page: Page, n: QPage) {
  const section = SECTIONS[n];
  await visible(exact(page, `Page ${n} of 4`));
  // The section heading, e.g. 'Section 1 Direct Water Use'.
  await visible(
    page.getByRole('heading', {
      level: 2,
      exact: true,
      name: `Section ${section.number} ${section.title}`,
    }),
  );
  const questions = questionsOnPage(n);
  expect(questions).toHaveLength([9, 13, 5, 4][n - 1]!);
  expect(PAGE_SIZES).toEqual([9, 13, 5, 4]);
  const texts = await legends(page);
  expect(texts).toHaveLength(questions.length);
  const offset = [0, 9, 22, 27][n - 1]!;
  texts.forEach((legend, i) => {
    expect(legend.startsWith(`${offset + i + 1} `), `question ${offset + i + 1}: ${legend}`).toBe(
      true,
    );
    expect(legend).toContain(questions[i]!.text);
  });
  // Forward only: nothing leads back.
  expect(await page.getByRole('button', { name: /back|previous/i }).count()).toBe(0);
  if (n < 4) {
    await visible(button(page, 'CONTINUE'));
    expect(await button(page, 'Submit').count()).toBe(0);
  } else {
    await visible(button(page, 'Submit'));
    expect(await button(page, 'CONTINUE').count()).toBe(0);
  }
}

async function answerPage(page: Page, n: QPage, responses: Responses) {
  for (const q of questionsOnPage(n)) await answerQuestion(page, q, responses[q.key]);
}

async function statValue(page: Page, label: string): Promise<number> {
  const card = page
    .locator('main div, main section')
    .filter({ has: exact(page, label) })
    .last();
  const text = (await card.innerText()).replace(/\s+/g, ' ');
  const match = new RegExp(`${label} (\\d+)`).exec(text);
  if (!match) throw new Error(`no number after '${label}' in '${text}'`);
  return Number(match[1]);
}

async function expectSummary(page: Page, responses: Responses, { closeEarly = false } = {}) {
  const expected = scoreResponses(responses);
  expect(specScore(responses), 'the spec table and @wf/scoring agree').toEqual(expected);
  const tier = scoreTier(expected.totalScore);
  expect(tier.message).toBe(TIER_MESSAGES[tier.tier]);

  await onScreen(page, '/score-summary', 'Your Water Footprint Score');
  // The celebration overlay with the tier's message.
  const dialog = page.getByRole('dialog');
  await visible(dialog);
  await visible(exact(dialog, TIER_MESSAGES[tier.tier]));
  if (closeEarly) await button(dialog, 'See My Results').click();
  // It closes by itself after a few seconds; the message then stays on the page.
  await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
  await visible(exact(page, TIER_MESSAGES[tier.tier]));
  expect(await statValue(page, 'Direct Score')).toBe(expected.directScore);
  expect(await statValue(page, 'Indirect Score')).toBe(expected.indirectScore);
  expect(await statValue(page, 'Total Score')).toBe(expected.totalScore);
  // Recommendations come from the user's own weakest answers.
  const card = page.getByRole('region', { name: 'Recommendations for You' });
  await visible(card);
  // Below the fold, the tips load once their card is scrolled to (WhenInView).
  await card.scrollIntoViewIfNeeded();
  const expectedTips = recommendations(responses, 5);
  const items = card.getByRole('listitem');
  await expect.poll(() => items.count()).toBe(expectedTips.length);
  for (const [i, tip] of expectedTips.entries()) {
    const text = (await items.nth(i).innerText()).replace(/\s+/g, ' ');
    expect(text).toContain(tip.question);
    expect(text).toContain(`Your answer: ${tip.answer}`);
  }
  return { expected };
}

async function latestSaved(resident: Resident) {
  const res = await fetch(`${baseUrl}/api/scores?userId=${resident.id}&type=latest`, {
    headers: { cookie: resident.cookie },
  });
  type Saved = {
    totalScore: number;
    directScore: number;
    indirectScore: number;
    responses: Responses;
  };
  const body = (await res.json()) as Saved | { score: Saved };
  return 'score' in body ? body.score : body;
}

describe('/questionnaire', () => {
  it('walks four pages (9/13/5/4, numbered 1..31), blocks CONTINUE until all are answered, and scores random answers', async () => {
    const seed = 20240607;
    const { responses } = randomAnswers(seededRandom(seed));
    const resident = await signupResident(baseUrl);
    const { page } = await open(browser(), baseUrl, '/questionnaire', { as: resident });
    await visible(heading(page, 'Water Footprint Questionnaire'));
    await expectPage(page, 1);

    // Nothing answered: every question on the page is pointed out, and focus goes to the first.
    await button(page, 'CONTINUE').click();
    await expectAlert(
      page,
      'Please answer every question on this page. 9 questions still need an answer.',
    );
    await expect.poll(() => exact(page, UNANSWERED).count()).toBe(9);
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
      .toBe(QUESTIONS[0]!.key);
    await expectPage(page, 1);
    await expectAccessible(page, '/questionnaire with unanswered questions');

    // All but question 5: only that one is pointed out.
    const page1 = questionsOnPage(1);
    for (const q of page1) if (q.number !== 5) await answerQuestion(page, q, responses[q.key]);
    await button(page, 'CONTINUE').click();
    await expectAlert(
      page,
      'Please answer every question on this page. 1 question still needs an answer.',
    );
    await expect.poll(() => exact(page, UNANSWERED).count()).toBe(1);
    await visible(exact(questionBox(page, page1[4]!), UNANSWERED));
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
      .toBe(page1[4]!.key);
    await radio(page, page1[4]!, page1[4]!.options.indexOf(responses[page1[4]!.key])).check();
    await gone(exact(page, UNANSWERED));
    await button(page, 'CONTINUE').click();

    for (const n of [2, 3, 4] as const) {
      await expectPage(page, n);
      if (n === 2) {
        // Validation on every page, not just the first.
        await button(page, 'CONTINUE').click();
        await expect.poll(() => exact(page, UNANSWERED).count()).toBe(13);
      }
      await answerPage(page, n, responses);
      await button(page, n < 4 ? 'CONTINUE' : 'Submit').click();
    }

    const { expected } = await expectSummary(page, responses);
    const saved = await latestSaved(resident);
    expect(saved).toMatchObject(expected);
    expect(saved.responses).toEqual(responses);
    await page.close();
  });

  it('gives the excellent and poor tiers their messages (best and worst answers), on a phone', async () => {
    // The walk above went through the questionnaire; here the attempts are saved through the API
    // and the summary shows the latest one (as after 'View Existing Score').
    const best = extremeAnswers(true);
    const worst = extremeAnswers(false);
    expect(scoreResponses(best).totalScore).toBeGreaterThanOrEqual(100);
    expect(scoreResponses(worst).totalScore).toBeLessThan(50);
    for (const responses of [best, worst]) {
      const resident = await signupResident(baseUrl);
      await submitScore(baseUrl, resident, responses);
      const { page } = await open(browser(), baseUrl, '/score-summary', {
        as: resident,
        viewport: PHONE,
      });
      await expectSummary(page, responses, { closeEarly: true });
      await page.close();
    }
  });

  it("prefills the latest score's answers on a retake, and a changed answer counts", async () => {
    const resident = await signupResident(baseUrl);
    const { responses: older } = randomAnswers(seededRandom(7));
    const { responses: latest } = randomAnswers(seededRandom(8));
    await submitScore(baseUrl, resident, older);
    await submitScore(baseUrl, resident, latest);
    const { page } = await open(browser(), baseUrl, '/questionnaire', { as: resident });
    await expectPage(page, 1);
    const retake = { ...latest };
    for (const n of [1, 2, 3, 4] as const) {
      await expectPage(page, n);
      for (const q of questionsOnPage(n)) {
        const checked = await page.locator(`input[name="${q.key}"]:checked`).inputValue();
        expect(checked, `prefilled ${q.key}`).toBe(latest[q.key]);
      }
      if (n === 3) {
        // Change question 23 to another option.
        const q = questionsOnPage(3)[0]!;
        const other = (q.options.indexOf(latest[q.key]) + 1) % q.options.length;
        await radio(page, q, other).check();
        retake[q.key] = q.options[other]!;
      }
      await button(page, n < 4 ? 'CONTINUE' : 'Submit').click();
    }
    await expectSummary(page, retake, { closeEarly: true });
    expect((await latestSaved(resident)).responses).toEqual(retake);
    await page.close();
  });

  it('keeps the answers in progress through a reload and the Back button, and forgets them once submitted', async () => {
    const resident = await signupResident(baseUrl);
    const { responses } = randomAnswers(seededRandom(21));
    const { page } = await open(browser(), baseUrl, '/dashboard', { as: resident });
    await page.goto('/questionnaire');
    await expectPage(page, 1);
    await answerPage(page, 1, responses);
    await button(page, 'CONTINUE').click();
    await expectPage(page, 2);
    const started = questionsOnPage(2).slice(0, 5);
    for (const q of started) await answerQuestion(page, q, responses[q.key]);
    const answered = `${9 + started.length} of 31 questions answered`;
    await visible(exact(page, answered));

    // It opens on page 1 again (the spec's flow) with every answer kept: CONTINUE leads back.
    const expectKept = async () => {
      await expectPage(page, 1);
      await visible(exact(page, answered));
      for (const q of questionsOnPage(1))
        expect(await page.locator(`input[name="${q.key}"]:checked`).inputValue()).toBe(
          responses[q.key],
        );
      await button(page, 'CONTINUE').click();
      await expectPage(page, 2);
      for (const q of started)
        expect(await page.locator(`input[name="${q.key}"]:checked`).inputValue()).toBe(
          responses[q.key],
        );
    };
    await page.reload();
    await expectKept();
    // Back leaves for the dashboard; coming back finds the same answers.
    await page.goBack();
    await expectPath(page, '/dashboard');
    await page.goForward();
    await expectKept();

    await answerPage(page, 2, responses);
    await button(page, 'CONTINUE').click();
    for (const n of [3, 4] as const) {
      await expectPage(page, n);
      await answerPage(page, n, responses);
      await button(page, n < 4 ? 'CONTINUE' : 'Submit').click();
    }
    await expectSummary(page, responses, { closeEarly: true });
    // Submitted: a new visit starts on page 1, prefilled from the score just saved.
    await page.goto('/questionnaire');
    await expectPage(page, 1);
    for (const q of questionsOnPage(1))
      expect(await page.locator(`input[name="${q.key}"]:checked`).inputValue()).toBe(
        responses[q.key],
      );
    expect(
      await page.evaluate(() =>
        Object.keys(sessionStorage).filter((k) => k.startsWith('wf.questionnaireDraft.')),
      ),
    ).toEqual([]);
    await page.close();
  });

  it('a failed save keeps the user on page 4 with the spec alert', async () => {
    const resident = await signupResident(baseUrl);
    await submitScore(baseUrl, resident, randomAnswers(seededRandom(3)).responses);
    const { page } = await open(browser(), baseUrl, '/questionnaire', { as: resident });
    for (const n of [1, 2, 3] as const) {
      await expectPage(page, n);
      await button(page, 'CONTINUE').click();
    }
    await expectPage(page, 4);
    await page.route('**/trpc/scores.submit**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
    );
    await button(page, 'Submit').click();
    await expectAlert(page, 'An error occurred while saving your score. Please try again.');
    await expectPage(page, 4);
    await expectPath(page, '/questionnaire');
    await page.close();
  });

  it("submitting after the session ended alerts 'Please log in to submit your questionnaire.' on /login", async () => {
    const resident = await signupResident(baseUrl);
    await submitScore(baseUrl, resident, randomAnswers(seededRandom(4)).responses);
    const { page } = await open(browser(), baseUrl, '/questionnaire', { as: resident });
    for (const n of [1, 2, 3] as const) {
      await expectPage(page, n);
      await button(page, 'CONTINUE').click();
    }
    await expectPage(page, 4);
    // The session ends on the server (e.g. logged out in another tab).
    const res = await fetch(`${baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie: resident.cookie },
    });
    expect(res.ok).toBe(true);
    await button(page, 'Submit').click();
    await expectPath(page, '/login');
    await expectAlert(page, 'Please log in to submit your questionnaire.');
    await page.close();
  });
});
