// Issue 12, item 5: the litres, the action plan (what-if, a promise, the family goal) and the
// summary's water parts in Hindi, the model's action titles, pledges and categories by their keys
// (catalogue 'water-model'), and axe on them in Hindi at phone and desktop size.
import { describe, expect, it } from 'vitest';
import type { Responses } from '@wf/scoring';
import { actionPlan, footprint } from '@wf/scoring/water';
import hiDashboard from '../../apps/web/src/i18n/locales/hi/dashboard.json';
import hiModel from '@wf/scoring/water/hindi';
import hiWater from '../../apps/web/src/i18n/locales/hi/water.json';
import { signupResident, submitScore } from '../support/api.ts';
import { familyAnswers, mainText } from '../support/litres.ts';
import {
  button,
  expectAccessibleAtBothSizes,
  heading,
  onScreen,
  open,
  useApp,
  visible,
} from '../support/ui.ts';

const { baseUrl, browser } = useApp();

type ModelEntry = {
  title?: string;
  titles?: Record<string, string>;
  pledge?: string;
  pledges?: Record<string, string>;
};
const entries = hiModel.actions as Record<string, ModelEntry>;
const hindiTitle = (key: string, better: string) =>
  entries[key]?.titles?.[better] ?? entries[key]?.title;
const hindiPledge = (key: string, better: string) =>
  entries[key]?.pledges?.[better] ?? entries[key]?.pledge;

async function pledgesOf(cookie: string) {
  const res = await fetch(`${baseUrl}/trpc/pledges.list`, { headers: { cookie } });
  type Body = { result: { data: { pledges: { questionKey: string; betterAnswer: string }[] } } };
  return ((await res.json()) as Body).result.data.pledges;
}

describe('Hindi: litres, the action plan and the summary', () => {
  it('plan, what-if, a promise and the goal in Hindi; the promise kept on the summary', async () => {
    const saved = familyAnswers();
    const plan = actionPlan(saved);
    const resident = await signupResident(baseUrl);
    await submitScore(baseUrl, resident, saved);
    const { page } = await open(browser(), baseUrl, '/action-plan', { as: resident });
    await visible(heading(page, 'My Action Plan'));
    await page.getByLabel('Language').selectOption('hi');
    await onScreen(page, '/action-plan', hiWater.plan.title);

    // The model's titles and pledges in Hindi, by question and better answer.
    const first = plan[0]!;
    const title = hindiTitle(first.questionKey, first.betterAnswer)!;
    await visible(page.getByRole('heading', { level: 3, name: title, exact: true }));
    const cardText = (await page.locator('li.action-card').first().innerText()).replace(
      /\s+/g,
      ' ',
    );
    expect(cardText).toContain(`“${hindiPledge(first.questionKey, first.betterAnswer)}”`);
    expect(cardText).toContain(first.kind === 'fix' ? hiWater.action.fix : hiWater.action.habit);
    expect(cardText).not.toContain(first.title);

    // What if: trying the first change says what it saves, in Hindi.
    await visible(page.getByText(hiWater.whatIf.hint.slice(0, 20), { exact: false }));
    await button(page, hiWater.action.tryIt).first().click();
    await visible(page.locator('.what-if').getByText(hiWater.whatIf.then, { exact: true }));
    const whatIf = (await page.locator('.what-if').innerText()).replace(/\s+/g, ' ');
    expect(whatIf).toMatch(/यानी रोज़ [\d,.]+ लीटर कम पानी और \d+ अंक ज़्यादा।/);

    // A promise and the family goal.
    await button(page, hiWater.action.iWill).first().click();
    await visible(page.getByText(hiWater.action.youPromised));
    await button(page, hiWater.goal.choice.replace('{{percent}}', '20')).click();
    await visible(page.getByText(hiWater.goal.change, { exact: true }));
    const plain = await mainText(page);
    expect(plain).toContain(`${hiWater.goal.use} 20% कम पानी, यानी रोज़ लगभग`);
    await expectAccessibleAtBothSizes(page, '/action-plan in Hindi');

    // The next attempt keeps the promise: the summary celebrates it in Hindi.
    const [pledge] = await pledgesOf(resident.cookie);
    expect(pledge?.questionKey).toBe(first.questionKey);
    const next = { ...saved, [first.questionKey]: first.betterAnswer } as Responses;
    await submitScore(baseUrl, resident, next);
    await page.goto('/score-summary');
    await visible(page.getByRole('heading', { level: 1 }));
    const dialog = page.getByRole('dialog');
    if (await dialog.isVisible()) await button(dialog, hiDashboard.seeResults).click();
    await visible(page.getByRole('heading', { name: hiWater.kept.title }));
    const summary = await mainText(page);
    expect(summary).toContain(hindiPledge(first.questionKey, first.betterAnswer));
    expect(summary).toMatch(/तुमने अपना वादा निभाया और रोज़ लगभग [\d,.]+ लीटर बचाया। कमाल है!/);
    expect(summary).toMatch(/तुम्हारा स्कोर .+ से \d+ बढ़ा है: पिछली बार से रोज़ लगभग [\d,.]+ लीटर कम।/);
    await visible(page.getByRole('heading', { name: hiWater.home.where }));
    await visible(page.getByRole('heading', { name: hiWater.tomorrow.title }));
    await visible(page.getByRole('heading', { name: hiWater.habit.title }));
    // The categories by their keys: the largest use of the home, in the table beside the chart.
    const largest = footprint(next)
      .direct.categories.filter((c) => c.litresPerDay > 0)
      .sort((a, b) => b.litresPerDay - a.litresPerDay)[0]!;
    const category = hiModel.categories[largest.key as keyof typeof hiModel.categories];
    await visible(page.getByRole('rowheader', { name: category, exact: true }));
    expect(summary).toContain(hiWater.perPerson.you);
    await expectAccessibleAtBothSizes(page, '/score-summary water parts in Hindi');

    // The dashboard's litres card: the goal and the way to the plan, in Hindi.
    await page.goto('/dashboard');
    await visible(page.getByRole('link', { name: hiWater.dashboard.actionPlan }));
    expect(await mainText(page)).toContain('परिवार का लक्ष्य: 20% कम पानी');
    await page.close();
  }, 120_000);
});
