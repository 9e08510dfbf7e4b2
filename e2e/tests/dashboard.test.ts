// /dashboard and /profile (spec sections 2 and 4): sidebar, avatar menu, the Water Footprint Stats
// card and its 'View Stats' dialog, the leaderboard card, the welcome text and logout.
import { describe, expect, it } from 'vitest';
import { signupResident, submitScore, unique, type Resident } from '../support/api.ts';
import { PHONE } from '../support/browser.ts';
import {
  button,
  exact,
  expectPath,
  gone,
  heading,
  link,
  onScreen,
  open,
  randomAnswers,
  seededRandom,
  useApp,
  visible,
} from '../support/ui.ts';

const { baseUrl, browser } = useApp();

async function residentWithScores(
  count: number,
  name?: string,
): Promise<{ resident: Resident; totals: number[] }> {
  const resident = await signupResident(baseUrl, name ? { profileName: name } : {});
  const totals: number[] = [];
  for (let i = 0; i < count; i++) {
    totals.push(
      (await submitScore(baseUrl, resident, randomAnswers(seededRandom(100 + i)).responses))
        .totalScore,
    );
  }
  return { resident, totals };
}

describe('/dashboard', () => {
  it('shows the sidebar, the welcome text, both cards, and the avatar menu that closes on an outside click', async () => {
    const { resident } = await residentWithScores(0, `zara ${unique()}`);
    const opened = await open(browser(), baseUrl, '/dashboard', { as: resident });
    const p = opened.page;
    await onScreen(p, '/dashboard', `Welcome, ${resident.profileName}!`);

    const nav = p.getByRole('navigation', { name: 'Main' });
    for (const item of ['Dashboard', 'Tips', 'Kids Corner']) await visible(link(nav, item));
    await visible(p.getByRole('region', { name: 'Water Footprint Stats' }));
    await visible(p.getByRole('region', { name: 'Community Leaderboard' }));

    // The avatar shows the initial; its menu has name, email, Edit Profile and Logout.
    const avatar = button(p, 'Account menu');
    await visible(avatar);
    expect((await avatar.innerText()).trim().charAt(0)).toBe('Z');
    expect(await avatar.getAttribute('aria-expanded')).toBe('false');
    await avatar.click();
    await expect.poll(() => avatar.getAttribute('aria-expanded')).toBe('true');
    const menu = p.locator(`#${await avatar.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
    await visible(exact(menu, resident.profileName));
    await visible(exact(menu, resident.email));
    await visible(menu.getByRole('link', { name: 'Edit Profile' }));
    await visible(menu.getByRole('button', { name: 'Logout' }));
    // Avatar again closes it.
    await avatar.click();
    await gone(exact(p, resident.email));
    // An outside click closes it.
    await avatar.click();
    await visible(exact(menu, resident.email));
    await heading(p, `Welcome, ${resident.profileName}!`).click();
    await gone(exact(p, resident.email));
    expect(await avatar.getAttribute('aria-expanded')).toBe('false');
    // Edit Profile from the menu.
    await avatar.click();
    await menu.getByRole('link', { name: 'Edit Profile' }).click();
    await onScreen(p, '/edit-profile', 'Edit Profile');
    await opened.page.close();
  });

  it("without a score: a prompt to take the questionnaire, no 'View History', and 'View Stats' goes to /questionnaire", async () => {
    const { resident } = await residentWithScores(0);
    const { page } = await open(browser(), baseUrl, '/dashboard', {
      as: resident,
      viewport: PHONE,
    });
    const card = page.getByRole('region', { name: 'Water Footprint Stats' });
    await visible(exact(card, 'Take the questionnaire to discover your water footprint score!'));
    await visible(button(card, 'View Stats'));
    expect(await button(page, 'View History').count()).toBe(0);
    await button(card, 'View Stats').click();
    await onScreen(page, '/questionnaire', 'Water Footprint Questionnaire');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });

  it("with one score: the score, no 'View History', and a dialog with Retake / View Existing Score / Cancel", async () => {
    const { resident, totals } = await residentWithScores(1);
    const { page } = await open(browser(), baseUrl, '/dashboard', { as: resident });
    const card = page.getByRole('region', { name: 'Water Footprint Stats' });
    await visible(card.getByRole('img', { name: `Current score ${totals[0]}` }));
    expect(await button(page, 'View History').count()).toBe(0);

    await button(card, 'View Stats').click();
    const dialog = page.getByRole('dialog');
    await visible(dialog);
    for (const name of ['Retake Questionnaire', 'View Existing Score', 'Cancel'])
      await visible(button(dialog, name));
    expect(await button(dialog, 'View Score History').count()).toBe(0);
    await button(dialog, 'Cancel').click();
    await dialog.waitFor({ state: 'hidden' });
    await expectPath(page, '/dashboard');

    await button(card, 'View Stats').click();
    await button(dialog, 'View Existing Score').click();
    await onScreen(page, '/score-summary', 'Your Water Footprint Score');
    await page.goBack();
    await button(card, 'View Stats').click();
    await button(dialog, 'Retake Questionnaire').click();
    await onScreen(page, '/questionnaire', 'Water Footprint Questionnaire');
    await page.close();
  });

  it("with several scores: 'View History' and the dialog's 'View Score History' lead to /score-history; /profile is the same screen", async () => {
    const { resident, totals } = await residentWithScores(2);
    const { page } = await open(browser(), baseUrl, '/profile', { as: resident });
    await onScreen(page, '/profile', `Welcome, ${resident.profileName}!`);
    const card = page.getByRole('region', { name: 'Water Footprint Stats' });
    await visible(card.getByRole('img', { name: `Current score ${totals[1]}` }));
    await visible(page.getByRole('region', { name: 'Community Leaderboard' }));
    await button(card, 'View History').click();
    await onScreen(page, '/score-history', 'Score History');
    await page.goBack();
    await button(card, 'View Stats').click();
    const dialog = page.getByRole('dialog');
    for (const name of [
      'Retake Questionnaire',
      'View Existing Score',
      'View Score History',
      'Cancel',
    ]) {
      await visible(button(dialog, name));
    }
    await button(dialog, 'View Score History').click();
    await onScreen(page, '/score-history', 'Score History');
    await page.close();
  });

  it('Logout clears the stored session and goes to /; resident screens then send to /login', async () => {
    const { resident } = await residentWithScores(1);
    const { page } = await open(browser(), baseUrl, '/dashboard', {
      as: resident,
      viewport: PHONE,
    });
    await visible(heading(page, `Welcome, ${resident.profileName}!`));
    expect(await page.evaluate(() => localStorage.getItem('wf.session'))).not.toBeNull();
    await button(page, 'Account menu').click();
    await button(page, 'Logout').click();
    await expectPath(page, '/');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('wf.session'))).toBeNull();
    for (const path of ['/dashboard', '/questionnaire', '/score-history']) {
      await page.goto(path);
      await onScreen(page, '/login', 'Welcome Back!');
    }
    // The server session is gone too, not only the browser's copy.
    const me = await fetch(`${baseUrl}/api/auth/me`, { headers: { cookie: resident.cookie } });
    expect(me.status).toBe(401);
    await page.close();
  });
});
