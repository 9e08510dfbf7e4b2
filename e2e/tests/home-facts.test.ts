// Issue 27, item 4 in the browser: the home facts beside the questionnaire (not numbered, not
// scored, optional) are given with an attempt, kept for the household and prefilled next time.
// English and Hindi at 390 px, with axe; screenshots in artifacts/screens/home-facts-*.png.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { questionsOnPage, type Page as QuestionPage } from '@wf/scoring';
import enQuestionnaire from '../../apps/web/src/i18n/locales/en/questionnaire.json';
import hiQuestionnaire from '../../apps/web/src/i18n/locales/hi/questionnaire.json';
import enWater from '../../apps/web/src/i18n/locales/en/water.json';
import hiWater from '../../apps/web/src/i18n/locales/hi/water.json';
import { answers, signupResident } from '../support/api.ts';
import { PHONE } from '../support/browser.ts';
import { ROOT } from '../support/server.ts';
import {
  answerQuestion,
  button,
  expectAccessible,
  expectNoHorizontalOverflow,
  heading,
  onScreen,
  open,
  useApp,
  visible,
} from '../support/ui.ts';

const { baseUrl, browser } = useApp();
const SHOTS = join(ROOT, 'artifacts', 'screens');
const en = enQuestionnaire.homeFacts;
const hi = hiQuestionnaire.homeFacts;
const chosen = answers((q) => (q.key === 'q1_householdSize' ? 3 : 1));

async function answerPage(page: Page, number: QuestionPage) {
  for (const q of questionsOnPage(number)) await answerQuestion(page, q, chosen[q.key]);
}

describe('home facts beside the questionnaire', () => {
  it('are asked beside the questions, kept for the household, and prefilled next time', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const resident = await signupResident(baseUrl);
    const { page } = await open(browser(), baseUrl, '/questionnaire', {
      as: resident,
      viewport: PHONE,
    });
    await visible(heading(page, 'Water Footprint Questionnaire'));
    // Page 1: the laundry fact after the questions, unnumbered, in a box of its own.
    const box = page.getByRole('region', { name: en.heading });
    await visible(box);
    await visible(box.getByText(en.lead));
    await box.getByLabel(en.facts.laundry.options.hand).check();
    await answerPage(page, 1);
    // A reload mid-questionnaire keeps the fact with the answers (the questionnaire's draft):
    // the household has no facts yet, so only the draft can have kept it.
    await page.reload();
    await visible(box);
    expect(await box.getByLabel(en.facts.laundry.options.hand).isChecked()).toBe(true);
    const first = questionsOnPage(1)[0]!;
    expect(
      await page
        .locator(`input[name="${first.key}"]:checked`)
        .evaluate((el) => (el as HTMLInputElement).value),
    ).toBe(chosen[first.key]);
    await expectNoHorizontalOverflow(page, '/questionnaire with the home facts');
    await expectAccessible(page, '/questionnaire with the home facts');
    await box.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'home-facts-en.png') });
    await button(page, 'CONTINUE').click();
    // Page 2 asks no fact; page 3 the fish beside Q23.
    expect(await page.getByRole('region', { name: en.heading }).count()).toBe(0);
    await answerPage(page, 2);
    await button(page, 'CONTINUE').click();
    await page
      .getByRole('region', { name: en.heading })
      .getByLabel(en.facts.fish.options.fish)
      .check();
    await answerPage(page, 3);
    await button(page, 'CONTINUE').click();
    await answerPage(page, 4);
    await button(page, 'Submit').click();
    await onScreen(page, '/score-summary', 'Your Water Footprint Score');
    // The summary says what the facts changed, beside the litres they concern (issue 27).
    const where = page
      .locator('.home-footprint__part')
      .filter({ has: page.locator('#where-heading') });
    await visible(where.getByText(enWater.home.factHandLaundry));
    await visible(page.locator('.home-footprint__hidden-water').getByText(enWater.home.factFish));

    const household = await fetch(`${baseUrl}/api/household`, {
      headers: { cookie: resident.cookie },
    }).then((res) => res.json() as Promise<{ household: { homeFacts: unknown } }>);
    expect(household.household.homeFacts).toEqual({ laundry: 'hand', fish: 'fish' });

    // Next time, in Hindi: the household's facts are already chosen.
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByLabel('Language').selectOption('hi');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await page.goto(`${baseUrl}/questionnaire`);
    const hindiBox = page.getByRole('region', { name: hi.heading });
    await visible(hindiBox);
    expect(await hindiBox.getByLabel(hi.facts.laundry.options.hand).isChecked()).toBe(true);
    await expectNoHorizontalOverflow(page, '/questionnaire with the home facts in Hindi');
    await expectAccessible(page, '/questionnaire with the home facts in Hindi');
    await hindiBox.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'home-facts-hi.png') });
    // And the summary says it in Hindi.
    await page.goto(`${baseUrl}/score-summary`);
    await visible(page.getByText(hiWater.home.factHandLaundry));
    await visible(page.getByText(hiWater.home.factFish));
    await expectNoHorizontalOverflow(page, '/score-summary with home facts in Hindi');
    await expectAccessible(page, '/score-summary with home facts in Hindi');
    await page.close();
  });
});
