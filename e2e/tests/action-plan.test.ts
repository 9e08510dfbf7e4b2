// /action-plan (issue 10): every action of the latest attempt sorted by litres saved, labelled
// habit or fix; the what-if (litres and points update at once, nothing saved); "I will..."
// promises made, taken back, and kept at the next attempt (celebrated on the summary); the
// family goal; the empty state before any attempt.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getQuestion, questionsOnPage, scoreResponses, type Responses } from '@wf/scoring';
import { actionPlan, assess, goalProgress, pledgeLitresSaved } from '@wf/scoring/water';
import { signupResident, submitScore } from '../support/api.ts';
import { aboutLitres, familyAnswers, mainText, shownLitres } from '../support/litres.ts';
import {
  button,
  exact,
  heading,
  link,
  onScreen,
  open,
  radio,
  useApp,
  visible,
} from '../support/ui.ts';

const { baseUrl, browser } = useApp();

const saved = familyAnswers();

async function residentWithPlan() {
  const resident = await signupResident(baseUrl);
  await submitScore(baseUrl, resident, saved);
  return resident;
}

function cards(page: Page): Locator {
  return page.getByRole('region', { name: /^Changes you can make/ }).locator('li.action-card');
}

/** The "If you did this" figures, or null while nothing is tried. */
async function whatIfText(page: Page): Promise<string> {
  return (await page.locator('.what-if').innerText()).replace(/\s+/g, ' ');
}

describe('/action-plan', () => {
  it('lists every action of the latest attempt, sorted by litres saved, as habit or fix', async () => {
    const resident = await residentWithPlan();
    const plan = actionPlan(saved);
    expect(plan.length).toBeGreaterThan(5);
    expect(plan.some((a) => a.kind === 'fix') && plan.some((a) => a.kind === 'habit')).toBe(true);

    const { page } = await open(browser(), baseUrl, '/action-plan', { as: resident });
    await onScreen(page, '/action-plan', 'My Action Plan');
    await visible(heading(page, `Changes you can make (${plan.length})`, 2));
    const items = cards(page);
    expect(await items.count()).toBe(plan.length);
    for (const [i, action] of plan.entries()) {
      const card = items.nth(i);
      const text = (await card.innerText()).replace(/\s+/g, ' ');
      await visible(card.getByRole('heading', { name: action.title, exact: true, level: 3 }));
      expect(text).toContain(action.kind === 'fix' ? 'Fix' : 'Habit');
      expect(text).toContain(getQuestion(action.questionKey).text);
      expect(text).toContain(`Now: ${action.currentAnswer}`);
      expect(text).toContain(`Better: ${action.betterAnswer}`);
      expect(text).toContain(`“${action.pledge}”`);
      if (action.litresSavedPerDay > 0.05)
        expect(text).toContain(`Saves ${aboutLitres(action.litresSavedPerDay)} a day`);
      if (action.pointsGained > 0) expect(text).toContain(`+${action.pointsGained} point`);
    }
    // Sorted by litres saved, highest first; household size is never an action.
    const litres = plan.map((a) => a.litresSavedPerDay);
    expect([...litres].sort((a, b) => b - a)).toEqual(litres);
    expect(plan.some((a) => a.questionKey === 'q1_householdSize')).toBe(false);
    // Reachable from the navigation.
    await page.goto('/dashboard');
    await link(page.getByRole('navigation', { name: 'Main' }), 'My Plan').click();
    await onScreen(page, '/action-plan', 'My Action Plan');
    await page.close();
  });

  it('what-if: trying an action or any answer updates litres and points at once, and saves nothing', async () => {
    const resident = await residentWithPlan();
    const now = assess(saved);
    const [first, second] = actionPlan(saved);
    const { page } = await open(browser(), baseUrl, '/action-plan', { as: resident });
    await onScreen(page, '/action-plan', 'My Action Plan');
    const shownNow = `About ${shownLitres(now.footprint.direct.litresPerDay)} litres a day, ${now.scores.totalScore} points`;
    expect(await whatIfText(page)).toContain(`Now ${shownNow}`);
    expect(await whatIfText(page)).not.toContain('If you did this');

    // One action tried.
    const tryFirst = button(cards(page).nth(0), 'Try it');
    await tryFirst.click();
    expect(await tryFirst.getAttribute('aria-pressed')).toBe('true');
    const one = assess({ ...saved, [first!.questionKey]: first!.betterAnswer });
    const saving = now.footprint.direct.litresPerDay - one.footprint.direct.litresPerDay;
    const gained = one.scores.totalScore - now.scores.totalScore;
    await expect
      .poll(() => whatIfText(page))
      .toContain(
        `If you did this About ${shownLitres(one.footprint.direct.litresPerDay)} litres a day, ${one.scores.totalScore} points`,
      );
    expect(await whatIfText(page)).toContain(
      `That is ${shownLitres(saving)} litres a day less and ${gained} more point`,
    );
    // The bar at the bottom keeps the figures in view.
    await visible(page.locator('.what-if-bar'));

    // Two actions tried together.
    await button(cards(page).nth(1), 'Try it').click();
    const two = assess({
      ...saved,
      [first!.questionKey]: first!.betterAnswer,
      [second!.questionKey]: second!.betterAnswer,
    });
    await expect
      .poll(() => whatIfText(page))
      .toContain(
        `If you did this About ${shownLitres(two.footprint.direct.litresPerDay)} litres a day, ${two.scores.totalScore} points`,
      );

    // Any answer, from the panel of every question: a fifth person at home.
    await page.locator('summary', { hasText: 'Try changing any answer' }).click();
    const householdSize = getQuestion('q1_householdSize');
    // The options read as themselves in English (the numbers too), the saved one marked. The
    // panel's questions come with the what-if model, which the screen fetches after its first
    // paint: polled, not read once.
    await expect
      .poll(() => page.getByLabel(`1. ${householdSize.text}`).locator('option').allTextContents())
      .toEqual(
        householdSize.options.map((option) =>
          option === saved.q1_householdSize ? `${option} (your answer)` : option,
        ),
      );
    await page.getByLabel(`1. ${householdSize.text}`).selectOption('5+');
    const three = assess({
      ...saved,
      [first!.questionKey]: first!.betterAnswer,
      [second!.questionKey]: second!.betterAnswer,
      q1_householdSize: '5+',
    });
    await expect
      .poll(() => whatIfText(page))
      .toContain(
        `About ${shownLitres(three.footprint.direct.litresPerDay)} litres a day, ${three.scores.totalScore} points`,
      );

    // Start again: back to the saved answers; nothing was saved on the server.
    await button(page.locator('.what-if'), 'Start again').click();
    await expect.poll(() => whatIfText(page)).not.toContain('If you did this');
    expect(await tryFirst.getAttribute('aria-pressed')).toBe('false');
    const latest = (await (
      await fetch(`${baseUrl}/api/scores?userId=${resident.id}&type=latest`, {
        headers: { cookie: resident.cookie },
      })
    ).json()) as { responses: Responses };
    expect(latest.responses).toEqual(saved);
    await page.close();
  });

  it('a promise made on the plan, shown on the dashboard, kept at the next questionnaire and celebrated on the summary', async () => {
    const resident = await residentWithPlan();
    const plan = actionPlan(saved);
    // A direct-water action whose question is on page 1 or 2, answered again in the questionnaire.
    const action = plan.find((a) => a.litresSavedPerDay > 1)!;
    const index = plan.indexOf(action);
    const { page } = await open(browser(), baseUrl, '/action-plan', { as: resident });
    await onScreen(page, '/action-plan', 'My Action Plan');

    const card = cards(page).nth(index);
    await button(card, 'I will do this!').click();
    await visible(card.getByText('You promised!'));
    await visible(button(card, 'Take back'));
    // Taken back, then made again.
    await button(card, 'Take back').click();
    await visible(button(card, 'I will do this!'));
    await button(card, 'I will do this!').click();
    await visible(card.getByText('You promised!'));

    // The dashboard lists the open promise.
    await page.goto('/dashboard');
    const stats = page.getByRole('region', { name: 'Water Footprint Stats' });
    await visible(stats.getByText(action.pledge, { exact: true }));

    // The next questionnaire, with the promised answer.
    const next = { ...saved, [action.questionKey]: action.betterAnswer };
    await page.goto('/questionnaire');
    for (const n of [1, 2, 3, 4] as const) {
      await visible(exact(page, `Page ${n} of 4`));
      for (const q of questionsOnPage(n))
        if (q.key === action.questionKey)
          await radio(page, q, q.options.indexOf(next[q.key])).check();
      await button(page, n < 4 ? 'CONTINUE' : 'Submit').click();
    }
    await onScreen(page, '/score-summary', 'Your Water Footprint Score');
    const dialog = page.getByRole('dialog');
    await visible(dialog);
    await button(dialog, 'See My Results')
      .click({ timeout: 3000 })
      .catch(() => undefined); // it also closes itself after 4.5 s
    const kept = page.getByRole('region', { name: 'Promises Kept!' });
    await visible(kept);
    const saving = pledgeLitresSaved(action, saved, next);
    expect(saving).toBeGreaterThan(1);
    const text = (await kept.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain(
      `You kept your promise and saved ${aboutLitres(saving)} a day. Amazing!`,
    );
    expect(text).toContain(action.pledge);
    expect(scoreResponses(next).totalScore).toBeGreaterThanOrEqual(
      scoreResponses(saved).totalScore,
    );

    // On the new plan the kept promise is no longer open.
    await page.goto('/action-plan');
    await onScreen(page, '/action-plan', 'My Action Plan');
    expect(await page.getByText('You promised!').count()).toBe(0);
    await page.close();
  });

  it('sets a family goal by button or by number, shows its progress, and removes it', async () => {
    const resident = await residentWithPlan();
    const baseline = assess(saved).footprint.direct.litresPerDay;
    const { page } = await open(browser(), baseUrl, '/action-plan', { as: resident });
    await onScreen(page, '/action-plan', 'My Action Plan');
    const goal = page.getByRole('region', { name: 'Family Goal' });
    await button(goal, '20% less').click();
    const twenty = goalProgress({ baselineLitresPerDay: baseline, targetPercent: 20 }, baseline);
    await expect
      .poll(async () => (await goal.innerText()).replace(/\s+/g, ' '))
      .toContain(`Use 20% less water: ${aboutLitres(twenty.targetLitresPerDay)} a day or less.`);
    await visible(goal.getByRole('progressbar', { name: 'Progress to your family goal' }));
    expect((await goal.innerText()).replace(/\s+/g, ' ')).toContain(
      `${shownLitres(twenty.litresToGo)} litres a day to go.`,
    );

    // A number of one's own: refused outside 1-90, taken inside.
    await button(goal, 'Change goal').click();
    const field = goal.getByLabel('Or your own goal, in percent (1 to 90)');
    await field.fill('95');
    await button(goal, 'Set goal').click();
    await visible(exact(goal, 'Choose a whole number from 1 to 90.'));
    await field.fill('15');
    await button(goal, 'Set goal').click();
    await expect
      .poll(async () => (await goal.innerText()).replace(/\s+/g, ' '))
      .toContain('Use 15% less water');
    // The dashboard shows the goal.
    await page.goto('/dashboard');
    const stats = page.getByRole('region', { name: 'Water Footprint Stats' });
    await visible(stats.getByText(/Family goal: 15% less water/));

    await page.goto('/action-plan');
    const again = page.getByRole('region', { name: 'Family Goal' });
    await button(again, 'Remove goal').click();
    await visible(button(again, '10% less'));
    await page.close();
  });

  it('before any attempt: an empty state that leads to the questionnaire', async () => {
    const resident = await signupResident(baseUrl);
    const { page } = await open(browser(), baseUrl, '/action-plan', { as: resident });
    await onScreen(page, '/action-plan', 'My Action Plan');
    await visible(heading(page, 'No plan yet', 2));
    expect(await mainText(page)).toContain('Take the questionnaire first.');
    await button(page, 'Take the Questionnaire').click();
    await onScreen(page, '/questionnaire', 'Water Footprint Questionnaire');
    await page.close();
  });
});
