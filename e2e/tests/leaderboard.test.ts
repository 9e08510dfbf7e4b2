// /leaderboard (spec sections 2 and 9). This file runs its own server so that it controls every
// resident and score: the empty state first, then a community of thirteen households.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreResponses } from '@wf/scoring';
import { signupResident, submitScore, updateProfile, type Resident } from '../support/api.ts';
import { PHONE } from '../support/browser.ts';
import { clearApartment } from '../support/db.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import {
  answersWithTotal,
  button,
  exact,
  expectAccessible,
  expectNoHorizontalOverflow,
  link,
  onScreen,
  open,
  useBrowser,
  visible,
} from '../support/ui.ts';

const browser = useBrowser();
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

function band(score: number) {
  if (score >= 80) return 'excellent';
  if (score >= 60) return 'good';
  if (score >= 40) return 'fair';
  return 'low';
}

/** The number on a stat card, read from the text that follows its label. */
async function stat(page: Page, label: string): Promise<number> {
  const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
  const match = new RegExp(`${label} (\\d+)`).exec(text);
  if (!match) throw new Error(`no stat '${label}'`);
  return Number(match[1]);
}

describe('/leaderboard', () => {
  it("with no scores yet: 'No scores yet!' and 'Take the Quiz', and zeros", async () => {
    const viewer = await signupResident(server.url);
    const { page } = await open(browser(), server.url, '/leaderboard', {
      as: viewer,
      viewport: PHONE,
    });
    await onScreen(page, '/leaderboard', 'Community Leaderboard');
    await visible(exact(page, 'No scores yet!'));
    expect(await stat(page, 'Total Households')).toBe(1);
    expect(await stat(page, 'Active Participants')).toBe(0);
    expect(await stat(page, 'Average Score')).toBe(0);
    await expectAccessible(page, '/leaderboard empty (phone)');
    await button(page, 'Take the Quiz').click();
    await onScreen(page, '/questionnaire', 'Water Footprint Questionnaire');
    await page.close();
  });

  it("lists the top 10 with medals, #N, the 'You' badge, N/A apartments, coloured circles and the three stat cards", async () => {
    // Twelve households with these latest totals (every colour band and its edges in the top
    // 10), one more without a score.
    const targets = [140, 118, 97, 80, 79, 60, 59, 40, 39, 30, 28, 27];
    const residents: { resident: Resident; total: number }[] = [];
    for (const total of targets) {
      const resident = await signupResident(server.url);
      const responses = answersWithTotal(total);
      expect(scoreResponses(responses).totalScore).toBe(total);
      await submitScore(server.url, resident, responses);
      residents.push({ resident, total });
    }
    await signupResident(server.url); // no score
    const me = residents[4]!; // rank 5
    const noApartment = residents[7]!; // rank 8
    clearApartment(server.dbPath, noApartment.resident.id);
    await updateProfile(server.url, me.resident); // empties the server's read cache

    const { page } = await open(browser(), server.url, '/leaderboard', {
      as: me.resident,
    });
    await onScreen(page, '/leaderboard', 'Community Leaderboard');
    const board = page.getByRole('region', { name: 'Top 10' }).getByRole('listitem');
    await expect.poll(() => board.count()).toBe(10);
    const top = residents.slice(0, 10);
    for (const [i, { resident, total }] of top.entries()) {
      const row = board.nth(i);
      const text = (await row.innerText()).replace(/\s+/g, ' ');
      expect(text).toContain(resident.profileName);
      if (i < 3) {
        await visible(
          row.getByRole('img', { name: `${['Gold', 'Silver', 'Bronze'][i]} medal, rank ${i + 1}` }),
        );
        expect(text).not.toContain(`#${i + 1}`);
      } else {
        await visible(exact(row, `#${i + 1}`));
      }
      expect(text).toContain(
        `Apartment: ${resident === noApartment.resident ? 'N/A' : resident.apartment}`,
      );
      const circle = row.getByRole('img', { name: `Score ${total}` });
      await visible(circle);
      expect(await circle.getAttribute('data-band')).toBe(band(total));
      expect(await exact(row, 'You').count(), `'You' on rank ${i + 1}`).toBe(
        resident === me.resident ? 1 : 0,
      );
    }
    // Ranks 11 and 12 are not listed.
    const pageText = await page.locator('main').innerText();
    for (const { resident } of residents.slice(10))
      expect(pageText).not.toContain(resident.profileName);

    // The circle colour follows the band: four bands, four colours.
    const colours = new Map<string, string>();
    for (const { total } of top) {
      const circle = page.getByRole('img', { name: `Score ${total}` }).first();
      const colour = await circle.evaluate(
        (el) => getComputedStyle(el.querySelector('svg circle:last-of-type')!).stroke,
      );
      const known = colours.get(band(total));
      if (known) expect(colour).toBe(known);
      else colours.set(band(total), colour);
    }
    expect(new Set(colours.values()).size).toBe(4);

    expect(await stat(page, 'Total Households')).toBe(14); // 12 + one without a score + the empty-state viewer
    expect(await stat(page, 'Active Participants')).toBe(12);
    expect(await stat(page, 'Average Score')).toBe(
      Math.round(top.reduce((sum, r) => sum + r.total, 0) / 10),
    );

    await expectAccessible(page, '/leaderboard (desktop)');
    // The motivation card links to the tips.
    await link(page.locator('main'), 'Explore water-saving tips').click();
    await onScreen(page, '/tips', 'Water-Saving Tips');
    await page.close();

    // On a phone too, and the dashboard card shows the top of the same list.
    const phone = await open(browser(), server.url, '/leaderboard', {
      as: me.resident,
      viewport: PHONE,
    });
    await onScreen(phone.page, '/leaderboard', 'Community Leaderboard');
    await expect
      .poll(() => phone.page.getByRole('region', { name: 'Top 10' }).getByRole('listitem').count())
      .toBe(10);
    await expectNoHorizontalOverflow(phone.page, '/leaderboard on a phone');
    await expectAccessible(phone.page, '/leaderboard (phone)');
    await phone.page.goto('/dashboard');
    const card = phone.page.getByRole('region', { name: 'Community Leaderboard' });
    await visible(exact(card, residents[0]!.resident.profileName));
    await visible(exact(card, 'You'));
    await phone.page.close();
  });
});
