// /tips and /kids-corner (spec section 2), reached through the sidebar.
import { describe, expect, it } from 'vitest';
import { signupResident, type Resident } from '../support/api.ts';
import { PHONE } from '../support/browser.ts';
import {
  button,
  expectNoHorizontalOverflow,
  link,
  onScreen,
  open,
  useApp,
  visible,
} from '../support/ui.ts';

const { baseUrl, browser } = useApp();
let resident: Resident;

async function sharedResident(): Promise<Resident> {
  resident ??= await signupResident(baseUrl);
  return resident;
}

const normal = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('/tips', () => {
  it('shows the four water facts, six categories of six tips, and a quiz button', async () => {
    const { page } = await open(browser(), baseUrl, '/dashboard', {
      as: await sharedResident(),
      viewport: PHONE,
    });
    await link(page.getByRole('navigation', { name: 'Main' }), 'Tips').click();
    await onScreen(page, '/tips', 'Water-Saving Tips');

    const facts = page.getByRole('region', { name: 'Water Facts' }).getByRole('listitem');
    await expect.poll(() => facts.count()).toBe(4);
    const factTexts = (await facts.allInnerTexts()).map(normal);
    const expectations = [
      [/70%/, /covered by water/i, /2\.5%/, /fresh/i],
      [/dripping faucet/i, /20 gallons/, /a day|every day/i],
      [/5-minute shower/i, /25 gallons/],
      [/running toilet/i, /200 gallons/, /a day|every day/i],
    ];
    expectations.forEach((patterns, i) => {
      for (const pattern of patterns) expect(factTexts[i], `fact ${i + 1}`).toMatch(pattern);
    });

    for (const category of [
      'Bathroom',
      'Kitchen',
      'Laundry',
      'Garden & Outdoor',
      'Home Maintenance',
      'Lifestyle',
    ]) {
      const card = page.getByRole('region', { name: category, exact: true });
      await visible(card.getByRole('heading', { name: category, exact: true }));
      expect(await card.getByRole('listitem').count(), `${category} tips`).toBe(6);
    }
    await expectNoHorizontalOverflow(page, '/tips on a phone');
    await button(page, 'Take the Quiz').click();
    await onScreen(page, '/questionnaire', 'Water Footprint Questionnaire');
    await page.close();
  });
});

describe('/kids-corner', () => {
  it('greets with the mascot and shows six fun facts, six tips, three activities and a quiz button', async () => {
    const { page } = await open(browser(), baseUrl, '/dashboard', {
      as: await sharedResident(),
      viewport: PHONE,
    });
    await link(page.getByRole('navigation', { name: 'Main' }), 'Kids Corner').click();
    await onScreen(page, '/kids-corner', 'Kids Corner');

    // The mascot (a picture) says hello.
    const main = page.locator('main');
    await visible(main.getByRole('img', { name: /drippy/i }));
    await visible(main.getByRole('heading', { name: /^Hi there!/ }));

    const facts = page.getByRole('region', { name: 'Fun Water Facts' }).getByRole('listitem');
    expect(await facts.count()).toBe(6);
    const tips = page.getByRole('region', { name: 'How You Can Save Water' }).getByRole('listitem');
    expect(await tips.count()).toBe(6);

    const activities = page.getByRole('region', { name: 'Fun Activities' });
    const titles = (await activities.getByRole('heading', { level: 3 }).allInnerTexts()).map((t) =>
      normal(t).toLowerCase(),
    );
    expect(titles).toHaveLength(3);
    expect(titles.join(' | ')).toMatch(/draw a water hero.*water detective.*make up a water song/);

    // Written for a ten-year-old: short sentences on average.
    const copy = normal(await main.innerText());
    const sentences = copy.split(/[.!?]+\s/).filter((s) => s.split(' ').length > 2);
    const meanWords = sentences.reduce((sum, s) => sum + s.split(' ').length, 0) / sentences.length;
    expect(meanWords).toBeLessThan(16);

    await expectNoHorizontalOverflow(page, '/kids-corner on a phone');
    await button(page, 'Take the Quiz').click();
    await onScreen(page, '/questionnaire', 'Water Footprint Questionnaire');
    await page.close();
  });
});
