// The kids' corner as play and the water detective (issue 12, items 3 and 4), as a child on a
// phone: missions ticked off with stickers kept on the server (after a reload too), the kids'
// quiz with instant feedback, Drippy on the summary, and a home measurement that changes the
// litres the summary shows and is named there as measured at home. axe at 390 and 1280 px.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { footprint, readingToMeasurements } from '@wf/scoring/water';
import { signupResident, submitScore } from '../support/api.ts';
import { familyAnswers, shownLitres } from '../support/litres.ts';
import { PHONE } from '../support/browser.ts';
import { ROOT } from '../support/server.ts';
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

/** Phone screenshots of these screens, to be looked at (artifacts/ is not committed). */
async function shot(page: Page, name: string) {
  const dir = join(ROOT, 'artifacts', 'screens', 'kids');
  mkdirSync(dir, { recursive: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: join(dir, `${name}-phone.png`), fullPage: true });
}

const sticker = (page: Page, name: string) =>
  page.getByRole('region', { name: 'My Sticker Book' }).getByText(name, { exact: true });

describe('/kids-corner as play', () => {
  it('ticks missions off with stickers the server keeps, after a reload too', async () => {
    const resident = await signupResident(baseUrl);
    const { page } = await open(browser(), baseUrl, '/kids-corner', {
      as: resident,
      viewport: PHONE,
    });
    await onScreen(page, '/kids-corner', 'Kids Corner');
    await visible(page.getByText('You have 0 stickers out of 10.', { exact: true }));
    await visible(sticker(page, 'Water Hero artist: not yet'));

    const activities = page.getByRole('region', { name: 'Fun Activities' });
    const missions = activities.getByRole('button', { name: 'I did this mission!' });
    expect(await missions.count()).toBe(3);
    // The spec's three activities are still three cards with their three headings.
    expect(await activities.getByRole('heading', { level: 3 }).count()).toBe(3);

    const hero = missions.nth(0);
    const song = missions.nth(2);
    expect(await hero.getAttribute('aria-pressed')).toBe('false');
    // Keyboard: focus the mission and press Space.
    await hero.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => hero.getAttribute('aria-pressed')).toBe('true');
    await visible(page.getByText('New sticker: Water Hero artist!', { exact: true }));
    await song.click();
    await expect.poll(() => song.getAttribute('aria-pressed')).toBe('true');
    await visible(sticker(page, 'Water Hero artist: collected'));
    await visible(sticker(page, 'Water singer: collected'));
    await visible(page.getByText('You have 2 stickers out of 10.', { exact: true }));

    // Untick one; reload: the server kept exactly what is ticked.
    await song.click();
    await expect.poll(() => song.getAttribute('aria-pressed')).toBe('false');
    await page.reload();
    await onScreen(page, '/kids-corner', 'Kids Corner');
    const after = page
      .getByRole('region', { name: 'Fun Activities' })
      .getByRole('button', { name: 'I did this mission!' });
    await expect.poll(() => after.nth(0).getAttribute('aria-pressed')).toBe('true');
    expect(await after.nth(2).getAttribute('aria-pressed')).toBe('false');
    await visible(sticker(page, 'Water Hero artist: collected'));
    await visible(sticker(page, 'Water singer: not yet'));
    await visible(page.getByText('Mission done!'));

    await expectAccessibleAtBothSizes(page, '/kids-corner with a mission done');
    await shot(page, 'kids-corner-missions');
    await page.close();
  });

  it('plays the kids’ quiz with instant, friendly feedback and gives its sticker', async () => {
    const resident = await signupResident(baseUrl);
    const { page } = await open(browser(), baseUrl, '/kids-corner', {
      as: resident,
      viewport: PHONE,
    });
    await onScreen(page, '/kids-corner', 'Kids Corner');
    const quiz = page.getByRole('region', { name: 'Quick Water Quiz' });
    // The spec's quiz button is still there beside it.
    await visible(button(page, 'Take the Quiz'));

    await visible(quiz.getByText('Question 1 of 4', { exact: true }));
    await button(quiz, 'Most of it').click();
    await visible(quiz.getByText('Good try! The answer is: Only a tiny bit'));
    await expectAccessibleAtBothSizes(page, '/kids-corner with quiz feedback');
    await shot(page, 'kids-corner-quiz');
    await button(quiz, 'Next question').click();

    await visible(quiz.getByText('Question 2 of 4', { exact: true }));
    await button(quiz, 'Turning the tap off').click();
    await visible(quiz.getByText('Yes! That is right!'));
    await button(quiz, 'Next question').click();
    await button(quiz, 'Tell a grown-up').click();
    await visible(quiz.getByText('Yes! That is right!'));
    await button(quiz, 'Next question').click();
    await visible(quiz.getByText('Question 4 of 4', { exact: true }));
    await button(quiz, 'A bucket bath').click();
    await button(quiz, 'See my result').click();

    await visible(quiz.getByText('You got 3 out of 4 right.', { exact: true }));
    await visible(quiz.getByText('Super! You are a water expert!', { exact: true }));
    await visible(quiz.getByRole('img', { name: 'Drippy the water drop, cheering' }));
    await visible(sticker(page, 'Quiz star: collected'));
    await page.reload();
    await visible(sticker(page, 'Quiz star: collected'));
    await page.close();
  });
});

describe('the water detective', () => {
  const answers = {
    ...familyAnswers(),
    q8_showerDuration: '6-10 minutes',
    q9_showerFrequency: 'Once a day',
    q13_bucketFrequency: 'Rarely',
  };

  it('a shower measurement changes the litres on the summary, which names it as measured at home', async () => {
    const resident = await signupResident(baseUrl);
    await submitScore(baseUrl, resident, answers);
    const before = footprint(answers).direct.litresPerDay;
    const reading = { step: 'shower', litresIn10Seconds: 4 } as const;
    const after = footprint(answers, readingToMeasurements(reading)).direct.litresPerDay;
    expect(shownLitres(after)).not.toBe(shownLitres(before));

    const { page } = await open(browser(), baseUrl, '/score-summary', {
      as: resident,
      viewport: PHONE,
    });
    await onScreen(page, '/score-summary', 'Your Water Footprint Score');
    const dialog = page.getByRole('dialog');
    await button(dialog, 'See My Results')
      .click({ timeout: 3000 })
      .catch(() => undefined);
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
    await visible(heading(page, `About ${shownLitres(before)} litres a day for your home`, 2));
    const measured = page.getByRole('region', { name: 'Measured at home' });
    await visible(measured.getByText('Want a more exact number?', { exact: false }));
    // Drippy reacts to the result (familyAnswers score 70: "good").
    await visible(page.getByRole('img', { name: 'Drippy the water drop, cheering' }));
    await visible(page.getByText(/^Drippy says: Nice work!/));

    await measured.getByRole('link', { name: 'Open the Water Detective' }).click();
    await onScreen(page, '/water-detective', 'Water Detective');
    await visible(page.getByText('0 of 6 clues found', { exact: true }));
    const shower = page.getByRole('region', { name: 'Shower flow' });
    const input = shower.getByRole('textbox', { name: 'Litres in the bucket after 10 seconds' });

    // Out of bounds: said inline, nothing saved.
    await input.fill('50');
    await button(shower, 'Save my clue').click();
    await visible(shower.getByText('Please type a number from 0.2 to 5.', { exact: true }));
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    await expectAccessibleAtBothSizes(page, '/water-detective with an inline error');
    await shot(page, 'water-detective-error');

    await input.fill('4');
    await input.press('Enter');
    await visible(shower.getByText('Measured: 24 litres a minute', { exact: true }));
    await visible(shower.getByText('You measured this.', { exact: true }));
    await visible(page.getByText('1 of 6 clues found', { exact: true }));
    await visible(page.getByText('New sticker: Shower sleuth!', { exact: true }));

    // The flush is a choice; choosing nothing is said inline.
    const flush = page.getByRole('region', { name: 'Toilet flush' });
    await button(flush, 'Save my clue').click();
    await visible(flush.getByText('Please choose one.', { exact: true }));
    await expectAccessibleAtBothSizes(page, '/water-detective with a reading saved');
    await shot(page, 'water-detective');

    await page.goto('/score-summary');
    await onScreen(page, '/score-summary', 'Your Water Footprint Score');
    await button(page.getByRole('dialog'), 'See My Results')
      .click({ timeout: 3000 })
      .catch(() => undefined);
    await page.getByRole('dialog').waitFor({ state: 'hidden', timeout: 10_000 });
    await visible(heading(page, `About ${shownLitres(after)} litres a day for your home`, 2));
    await visible(
      page.getByRole('region', { name: 'Measured at home' }).getByText('Shower flow', {
        exact: false,
      }),
    );
    await expectAccessibleAtBothSizes(page, '/score-summary with a measured figure and Drippy');
    await shot(page, 'score-summary-measured');

    // The sticker is in the book.
    await page.goto('/kids-corner');
    await visible(sticker(page, 'Shower sleuth: collected'));
    await page.close();
  });
});

describe('in Hindi', () => {
  it('the sticker book, a mission, the quiz and the detective read in Hindi, axe clean at 390 and 1280', async () => {
    const resident = await signupResident(baseUrl);
    const { page } = await open(browser(), baseUrl, '/kids-corner', {
      as: resident,
      viewport: PHONE,
    });
    // The header's switch remembers the choice in this browser; choose it as a reader would.
    await page.evaluate(() => localStorage.setItem('wf.language', 'hi'));
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
    const book = page.getByRole('region', { name: 'मेरी स्टिकर किताब' });
    // Hindi counts 0 like 1 (Intl.PluralRules: 'one').
    await visible(book.getByText('तुम्हारे पास 10 में से 0 स्टिकर है।', { exact: true }));
    const mission = page.getByRole('button', { name: 'मैंने यह मिशन पूरा किया!' }).first();
    await mission.click();
    await expect.poll(() => mission.getAttribute('aria-pressed')).toBe('true');
    await visible(book.getByText('तुम्हारे पास 10 में से 1 स्टिकर है।', { exact: true }));
    const quiz = page.getByRole('region', { name: 'छोटा पानी क्विज़' });
    await button(quiz, 'बस थोड़ा सा').click();
    await visible(quiz.getByText('हाँ! बिल्कुल सही!'));
    await expectAccessibleAtBothSizes(page, '/kids-corner in Hindi');
    await shot(page, 'kids-corner-hi');

    await page.goto('/water-detective');
    await onScreen(page, '/water-detective', 'पानी जासूस');
    const bucket = page.getByRole('region', { name: 'नहाने की बाल्टी' });
    await bucket.getByRole('textbox', { name: 'नहाने की बाल्टी में कितने लीटर' }).fill('2');
    await button(bucket, 'मेरा सुराग सहेजो').click();
    await visible(bucket.getByText('5 से 40 तक की कोई संख्या लिखो।', { exact: true }));
    await expectAccessibleAtBothSizes(page, '/water-detective in Hindi with an error');
    await shot(page, 'water-detective-hi');
    await page.close();
  });
});
