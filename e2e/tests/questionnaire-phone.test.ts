// Issue 12, item 1: the questionnaire for a child on a phone. Progress counts answers and says
// how long is left; follow-ups of a "not at home" answer are answered for the child, folded as
// "Does not apply", openable and scored exactly as if chosen; hard words have "What's this?" with
// an explanation and a picture; every tap target is at least 44 px; axe is clean at both sizes.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  FOLLOW_UPS,
  NOT_APPLICABLE,
  getQuestion,
  optionPoints,
  questionsOnPage,
  scoreResponses,
  type QuestionKey,
  type Responses,
} from '@wf/scoring';
import { signupResident } from '../support/api.ts';
import { PHONE } from '../support/browser.ts';
import {
  button,
  exact,
  expectAccessible,
  expectAccessibleAtBothSizes,
  expectNoHorizontalOverflow,
  heading,
  onScreen,
  open,
  questionBox,
  radio,
  useApp,
  visible,
} from '../support/ui.ts';

const { baseUrl, browser } = useApp();

const q = (key: QuestionKey) => getQuestion(key);
const checkedValue = (page: Page, key: QuestionKey) =>
  page
    .locator(`input[name="${key}"]:checked`)
    .evaluateAll((inputs) => (inputs[0] as HTMLInputElement | undefined)?.value);

async function choose(page: Page, key: QuestionKey, option: string) {
  await radio(page, q(key), q(key).options.indexOf(option)).check();
}

async function expectFolded(page: Page, key: QuestionKey, answer: string) {
  const box = questionBox(page, q(key));
  await visible(exact(box, 'Does not apply'));
  const parent = FOLLOW_UPS.find((rule) => rule.key === key)!.parent;
  await visible(
    box.getByText(`We answered this for you from your answer to question ${q(parent).number}.`),
  );
  await visible(button(box, 'Change answer'));
  // The options are folded away, the answer kept in the form.
  expect(await radio(page, q(key), 0).isVisible()).toBe(false);
  expect(await checkedValue(page, key)).toBe(answer);
}

async function height(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box.height;
}

describe('/questionnaire on a phone', () => {
  it("answers follow-ups of 'not at home' for the child, folded and openable, scored as if chosen", async () => {
    const resident = await signupResident(baseUrl);
    const { page } = await open(browser(), baseUrl, '/questionnaire', {
      as: resident,
      viewport: PHONE,
    });
    await visible(heading(page, 'Water Footprint Questionnaire'));
    // Nothing answered: an empty bar and about six minutes to go.
    await visible(exact(page, '0 of 31 questions answered'));
    await visible(exact(page, 'About 6 minutes left'));
    const bar = page.getByRole('progressbar', { name: 'Questionnaire progress' });
    expect(await bar.getAttribute('aria-valuenow')).toBe('0');
    expect(await bar.getAttribute('aria-valuemax')).toBe('31');
    expect(await bar.locator('.wf-progress__fill').evaluate((el) => el.clientWidth)).toBe(0);

    const expected: Partial<Responses> = {};
    const pick = async (key: QuestionKey, option: string) => {
      await choose(page, key, option);
      expected[key] = option;
    };

    // No dishwasher: "is it full?" is answered 'Not Applicable' and folded.
    await pick('q4_dishwasherFrequency', NOT_APPLICABLE);
    expected.q5_dishwasherFullLoads = NOT_APPLICABLE;
    await expectFolded(page, 'q5_dishwasherFullLoads', NOT_APPLICABLE);
    await visible(exact(page, '2 of 31 questions answered'));
    expect(await bar.getAttribute('aria-valuenow')).toBe('2');
    await expectAccessible(page, '/questionnaire with a folded follow-up (phone)');
    await expectNoHorizontalOverflow(page, '/questionnaire (phone)');

    // Opened, it is an ordinary question again, its answer still chosen, focus on its options.
    const change = button(questionBox(page, q('q5_dishwasherFullLoads')), 'Change answer');
    expect(await height(change)).toBeGreaterThanOrEqual(44);
    await change.click();
    await visible(radio(page, q('q5_dishwasherFullLoads'), 0));
    expect(await checkedValue(page, 'q5_dishwasherFullLoads')).toBe(NOT_APPLICABLE);
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).name))
      .toBe('q5_dishwasherFullLoads');
    // ... and can be changed, and changed back.
    await choose(page, 'q5_dishwasherFullLoads', 'Always');
    await choose(page, 'q5_dishwasherFullLoads', NOT_APPLICABLE);

    // Vessels never washed by hand: the method folds too. The rest of page 1 by hand.
    await pick('q6_washVesselsByHandFrequency', NOT_APPLICABLE);
    expected.q7_washVesselsByHandMethod = NOT_APPLICABLE;
    await expectFolded(page, 'q7_washVesselsByHandMethod', NOT_APPLICABLE);
    for (const key of ['q1_householdSize', 'q2_laundryFrequency', 'q3_laundryFullLoads'] as const)
      await pick(key, q(key).options[1]!);
    // Showers: how often comes after how long on the page; "never" folds "how long" above it.
    await pick('q9_showerFrequency', NOT_APPLICABLE);
    expected.q8_showerDuration = NOT_APPLICABLE;
    await expectFolded(page, 'q8_showerDuration', NOT_APPLICABLE);
    // Radio rows are large tap targets.
    expect(await height(page.locator('label.wf-radio').first())).toBeGreaterThanOrEqual(44);
    await button(page, 'CONTINUE').click();

    await visible(exact(page, 'Page 2 of 4'));
    await pick('q10_bathtubFrequency', NOT_APPLICABLE);
    expected.q11_bathtubUsage = NOT_APPLICABLE;
    await expectFolded(page, 'q11_bathtubUsage', NOT_APPLICABLE);
    await pick('q13_bucketFrequency', NOT_APPLICABLE);
    expected.q12_bucketAmount = NOT_APPLICABLE;
    await expectFolded(page, 'q12_bucketAmount', NOT_APPLICABLE);
    await pick('q14_vehicleWashFrequency', NOT_APPLICABLE);
    expected.q15_vehicleWashMethod = NOT_APPLICABLE;
    await expectFolded(page, 'q15_vehicleWashMethod', NOT_APPLICABLE);
    await pick('q21_plantWatering', 'We have no plants');
    expected.q22_dripIrrigation = 'We have no plants';
    await expectFolded(page, 'q22_dripIrrigation', 'We have no plants');
    for (const question of questionsOnPage(2))
      if (!(question.key in expected)) await pick(question.key, question.options[0]!);
    await button(page, 'CONTINUE').click();
    for (const n of [3, 4] as const) {
      await visible(exact(page, `Page ${n} of 4`));
      for (const question of questionsOnPage(n)) await pick(question.key, question.options[0]!);
      if (n === 3) await button(page, 'CONTINUE').click();
    }
    await visible(exact(page, '31 of 31 questions answered'));
    await visible(exact(page, 'All answered: well done!'));
    await button(page, 'Submit').click();
    await onScreen(page, '/score-summary', 'Your Water Footprint Score');

    // The answers saved are the ones filled in, and the points are those of choosing them.
    const responses = expected as Responses;
    const res = await fetch(`${baseUrl}/api/scores?userId=${resident.id}&type=latest`, {
      headers: { cookie: resident.cookie },
    });
    const body = (await res.json()) as { score: { totalScore: number; responses: Responses } };
    expect(body.score.responses).toEqual(responses);
    expect(body.score.totalScore).toBe(scoreResponses(responses).totalScore);
    const chosenByHand =
      optionPoints('q5_dishwasherFullLoads', NOT_APPLICABLE) +
      optionPoints('q7_washVesselsByHandMethod', NOT_APPLICABLE) +
      optionPoints('q8_showerDuration', NOT_APPLICABLE) +
      optionPoints('q11_bathtubUsage', NOT_APPLICABLE) +
      optionPoints('q12_bucketAmount', NOT_APPLICABLE) +
      optionPoints('q15_vehicleWashMethod', NOT_APPLICABLE) +
      optionPoints('q22_dripIrrigation', 'We have no plants');
    // 3 + 0 + 3 + 5 + 0 + 5 + 5, the spec's table for those answers.
    expect(chosenByHand).toBe(21);
    await page.close();
  });

  it("explains hard words with 'What's this?': a short text and a picture, by tap or keyboard", async () => {
    const resident = await signupResident(baseUrl);
    const { page } = await open(browser(), baseUrl, '/questionnaire', {
      as: resident,
      viewport: PHONE,
    });
    await visible(heading(page, 'Water Footprint Questionnaire'));
    const terms = [
      [
        'q4_dishwasherFrequency',
        'Dishwasher',
        /a kitchen machine that washes plates/,
        /dishwasher/,
      ],
      [
        'q6_washVesselsByHandFrequency',
        'Vessels',
        /plates, pots, pans, cups and bowls/,
        /plate, a pot and a cup/,
      ],
    ] as const;
    for (const [key, title, text, picture] of terms) {
      const box = questionBox(page, q(key));
      const toggle = box.locator('summary', { hasText: `What's this? ${title}` });
      expect(await height(toggle)).toBeGreaterThanOrEqual(44);
      await toggle.click();
      await visible(box.getByText(text));
      await visible(box.getByRole('img', { name: picture }));
    }
    // The keyboard opens and closes it too.
    const dishwasher = questionBox(page, q('q4_dishwasherFrequency')).locator('details');
    await dishwasher.locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await dishwasher.getAttribute('open')).toBeNull();
    await page.keyboard.press('Enter');
    expect(await dishwasher.getAttribute('open')).toBe('');
    await expectAccessibleAtBothSizes(page, "/questionnaire with 'What's this?' open");

    // Page 2's words: bucket bath, aerator, dual flush, RO purifier, drip irrigation.
    for (const question of questionsOnPage(1))
      await choose(page, question.key, question.options[0]!);
    await button(page, 'CONTINUE').click();
    await visible(exact(page, 'Page 2 of 4'));
    for (const [key, title, picture] of [
      ['q12_bucketAmount', 'Bucket bath', /bucket of water/],
      ['q18_faucetAerators', 'Aerator', /tap with a small net cap/],
      ['q19_waterSavingFlush', 'Dual flush', /small and a big button/],
      ['q20_roWasteWater', 'RO purifier', /RO purifier filling a glass/],
      ['q22_dripIrrigation', 'Drip irrigation', /pipe dripping water/],
    ] as const) {
      const box = questionBox(page, q(key));
      await box.locator('summary', { hasText: `What's this? ${title}` }).click();
      await visible(box.getByRole('img', { name: picture }));
    }
    await expectAccessibleAtBothSizes(page, "/questionnaire page 2 with every 'What's this?' open");
    await page.close();
  });
});
