// /edit-profile (spec sections 2, 5, 8).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import hiAccount from '../../apps/web/src/i18n/locales/hi/account.json';
import { signupResident, unique } from '../support/api.ts';
import { PHONE } from '../support/browser.ts';
import {
  button,
  expectAccessible,
  expectAlert,
  expectNoHorizontalOverflow,
  expectPath,
  heading,
  onScreen,
  open,
  useApp,
  visible,
} from '../support/ui.ts';

const { baseUrl, browser } = useApp();

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function errorOf(page: Page, label: string) {
  return field(page, label).evaluate((el) => {
    const ids = (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter((id) => id.endsWith('-error'));
    return ids.map((id) => document.getElementById(id)?.innerText.trim()).join(' | ') || null;
  });
}

describe('/edit-profile', () => {
  it('shows the current values; Cancel returns to /profile without changes', async () => {
    const resident = await signupResident(baseUrl);
    const { page } = await open(browser(), baseUrl, '/edit-profile', {
      as: resident,
      viewport: PHONE,
    });
    await onScreen(page, '/edit-profile', 'Edit Profile');
    await expect.poll(() => field(page, 'Profile Name').inputValue()).toBe(resident.profileName);
    expect(await field(page, 'Apartment Number').inputValue()).toBe(resident.apartment);
    await field(page, 'Profile Name').fill('Not Saved');
    await button(page, 'Cancel').click();
    await onScreen(page, '/profile', `Welcome, ${resident.profileName}!`);
    await page.close();
  });

  it('requires both fields (after trimming), then saves and returns to /profile', async () => {
    const resident = await signupResident(baseUrl);
    const { page } = await open(browser(), baseUrl, '/edit-profile', { as: resident });
    await expect.poll(() => field(page, 'Profile Name').inputValue()).toBe(resident.profileName);
    await field(page, 'Profile Name').fill('');
    await field(page, 'Apartment Number').fill('   ');
    await button(page, 'Save Changes').click();
    await expect.poll(() => errorOf(page, 'Profile Name')).toBe('Profile name is required');
    await expect.poll(() => errorOf(page, 'Apartment Number')).toBe('Apartment number is required');
    await expectPath(page, '/edit-profile');
    await expectAccessible(page, '/edit-profile with errors');

    const newName = `Renamed ${unique()}`;
    await field(page, 'Profile Name').fill(`  ${newName} `);
    await field(page, 'Apartment Number').fill(' D-404 ');
    await button(page, 'Save Changes').click();
    await onScreen(page, '/profile', `Welcome, ${newName}!`);
    expect((await button(page, 'Account menu').innerText()).trim().charAt(0)).toBe('R');
    const me = await fetch(`${baseUrl}/api/users?userId=${resident.id}`, {
      headers: { cookie: resident.cookie },
    });
    const { user } = (await me.json()) as { user: Record<string, unknown> };
    expect(JSON.stringify(user)).toContain(`"${newName}"`);
    expect(user.apartment).toBe('D-404');
    await page.close();
  });

  it("a failed update shows 'Failed to update profile. Please try again.'", async () => {
    const other = await signupResident(baseUrl);
    const resident = await signupResident(baseUrl);
    const { page } = await open(browser(), baseUrl, '/edit-profile', { as: resident });
    await visible(heading(page, 'Edit Profile'));
    await expect.poll(() => field(page, 'Profile Name').inputValue()).toBe(resident.profileName);
    // A name another resident already has.
    await field(page, 'Profile Name').fill(other.profileName);
    await button(page, 'Save Changes').click();
    await expectAlert(page, 'Failed to update profile. Please try again.');
    await expectPath(page, '/edit-profile');
    await page.close();
  });

  it('keeps "show my name in community reports" off until the resident turns it on (issue 28)', async () => {
    const resident = await signupResident(baseUrl);
    const { page } = await open(browser(), baseUrl, '/edit-profile', {
      as: resident,
      viewport: PHONE,
    });
    const box = page.getByLabel('Show my name in community reports', { exact: true });
    await expect.poll(() => box.isEnabled()).toBe(true);
    expect(await box.isChecked()).toBe(false);
    await box.check();
    await visible(page.getByText('Saved: your name may appear in community reports.'));
    await page.reload();
    await expect.poll(() => box.isEnabled()).toBe(true);
    expect(await box.isChecked()).toBe(true);
    await expectAccessible(page, '/edit-profile with the community reports choice (phone)');
    // In Hindi: the same choice, its texts from the Hindi catalogue.
    await page.getByLabel('Language').selectOption('hi');
    const hiBox = page.getByLabel(hiAccount.reportName.label, { exact: true });
    await visible(hiBox);
    await hiBox.uncheck();
    await visible(page.getByText(hiAccount.reportName.savedOff));
    await expectNoHorizontalOverflow(page, '/edit-profile community reports choice in Hindi');
    await expectAccessible(
      page,
      '/edit-profile with the community reports choice in Hindi (phone)',
    );
    await page.close();
  });
});
