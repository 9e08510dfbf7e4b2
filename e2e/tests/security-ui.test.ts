// Issue 14 in the browser: the password strength meter (signup, reset, change password), change
// password, "your sessions" with "log out everywhere else", the participant code in /admin and
// the administrator's reset link; axe on the new sections at phone and desktop size.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@wf/scoring/accounts';
import { checkPasswordStrength } from '@wf/scoring/password-strength';
import { login, signupResident, unique } from '../support/api.ts';
import { DESKTOP, PHONE, newPage } from '../support/browser.ts';
import { ADMIN, PARTICIPANT_CODE, lastResetLink, startServer } from '../support/server.ts';
import {
  button,
  exact,
  expectAccessibleAtBothSizes,
  expectPath,
  heading,
  onScreen,
  open,
  useApp,
  visible,
} from '../support/ui.ts';
import { sharedServer } from '../support/shared-server.ts';

const logPath = sharedServer().logPath;
const { baseUrl, browser } = useApp();

// The estimator's first answer waits for its worker to download and build its dictionaries.
const SLOW = { timeout: 20_000 };

const STRONG = () => `purple tiger jumps ${unique().slice(-4)}`;

function field(page: Page, label: string) {
  return page.getByLabel(label, { exact: true });
}

/** The inline error of a field: the texts its aria-describedby points at that are errors. */
async function fieldError(page: Page, label: string): Promise<string | null> {
  return field(page, label).evaluate((el) => {
    const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    const errors = ids
      .map((id) => document.getElementById(id))
      .filter((node): node is HTMLElement => !!node && node.id.endsWith('-error'));
    return errors.length ? errors.map((node) => node.innerText.trim()).join(' | ') : null;
  });
}

function meter(page: Page) {
  return page.getByRole('meter', { name: 'Password strength', exact: true });
}

/** The word the meter says (its aria-valuetext, which is also its visible text). */
async function meterWord(page: Page): Promise<string | null> {
  if ((await meter(page).count()) === 0) return null;
  return meter(page).getAttribute('aria-valuetext');
}

/** Counts tRPC calls of `procedure` the page makes from now on. */
function countCalls(page: Page, procedure: string): () => number {
  let sent = 0;
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/trpc/') && pathname.slice(6).split(',').includes(procedure))
      sent += 1;
  });
  return () => sent;
}

async function logInThroughForm(page: Page, identifier: string, password: string) {
  await page.goto('/login');
  await field(page, 'Email or Profile Name').fill(identifier);
  await field(page, 'Password').fill(password);
  await button(page, 'Log In').click();
}

async function apiLoginStatus(identifier: string, password: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
  return res.status;
}

async function sessionWorks(cookie: string): Promise<boolean> {
  const res = await fetch(`${baseUrl}/api/auth/me`, { headers: { cookie } });
  if (res.status === 401) return false;
  expect(res.status).toBe(200);
  const { user } = (await res.json()) as { user?: { id: number } | null };
  return Boolean(user?.id);
}

// Guessable passwords that are not on the short list the schema itself refuses: these reach the
// estimator, whose refusal is what the screens must show.
describe('password strength meter', () => {
  it('loads the estimator only once a password field is used, refuses a guessable password inline and accepts a strong one', async () => {
    const { page } = await open(browser(), baseUrl, '/signup', { viewport: PHONE });
    const workerLoads: string[] = [];
    page.on('request', (r) => {
      if (/strength\.worker/.test(r.url())) workerLoads.push(r.url());
    });
    const signups = countCalls(page, 'auth.signup');
    await visible(heading(page, 'Create Your Account'));
    await expect.poll(() => field(page, 'Apartment Community').inputValue()).not.toBe('');
    // The public page's JavaScript does not include the estimator.
    expect(workerLoads).toEqual([]);

    const u = unique();
    const values = {
      profileName: `Meter ${u}`,
      email: `meter-${u}@example.com`,
      community: await field(page, 'Apartment Community').inputValue(),
    };
    await field(page, 'Profile Name').fill(values.profileName);
    await field(page, 'Email').fill(values.email);
    await field(page, 'Apartment Number').fill('M-1');
    await field(page, 'Participant Code').fill(PARTICIPANT_CODE);

    // The spec's own messages come first and stay exactly.
    await field(page, 'Password').fill('abc');
    await button(page, 'Sign Up').click();
    await expect
      .poll(() => fieldError(page, 'Password'), SLOW)
      .toBe('Password must be at least 6 characters long');

    const weak = 'water2024';
    await field(page, 'Password').fill(weak);
    await visible(meter(page));
    expect(workerLoads.length).toBe(1);
    const expected = checkPasswordStrength(weak, [
      values.profileName,
      values.email,
      values.community,
    ]);
    expect(expected.score).toBeLessThan(2);
    await expect
      .poll(() => meterWord(page), SLOW)
      .toBe(expected.score === 0 ? 'Too easy to guess' : 'Weak');
    expect(await meter(page).getAttribute('aria-valuenow')).toBe(String(expected.score));
    // The word is on screen as text, not only as a colour, and the advice is shown.
    await visible(exact(page, (await meterWord(page))!));
    for (const advice of [expected.warning, ...expected.suggestions].filter(Boolean))
      await visible(exact(page, advice!));

    await button(page, 'Sign Up').click();
    await expect.poll(() => fieldError(page, 'Password'), SLOW).toBe(expected.message);
    expect(
      [MESSAGES.passwordCommon, MESSAGES.passwordWeak].some((lead) =>
        expected.message!.startsWith(lead),
      ),
    ).toBe(true);
    expect(await field(page, 'Password').getAttribute('aria-invalid')).toBe('true');
    await expectPath(page, '/signup');
    expect(signups()).toBe(0);

    const strong = STRONG();
    await field(page, 'Password').fill(strong);
    await expect.poll(() => meterWord(page), SLOW).toMatch(/^(Strong|Very strong)$/);
    await expect.poll(() => fieldError(page, 'Password'), SLOW).toBeNull();
    await button(page, 'Sign Up').click();
    await onScreen(page, '/profile-success', 'Profile Created Successfully!');
    expect(signups()).toBe(1);
    expect(await apiLoginStatus(values.email, strong)).toBe(200);
    await page.close();
  });

  it('on /reset-password the meter shows and a guessable password is refused before sending', async () => {
    const resident = await signupResident(baseUrl);
    const res = await fetch(`${baseUrl}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: resident.email }),
    });
    expect(res.ok).toBe(true);
    let resetLink: string | undefined;
    await expect.poll(() => (resetLink = lastResetLink(logPath, resident.email))).toBeTruthy();
    const url = new URL(resetLink!);
    const { page } = await open(browser(), baseUrl, `${url.pathname}${url.search}`);
    const resets = countCalls(page, 'auth.resetPassword');
    await visible(heading(page, 'Choose a New Password'));
    await field(page, 'New Password').fill('cricket12');
    await field(page, 'Confirm Password').fill('cricket12');
    await expect.poll(() => meterWord(page), SLOW).toMatch(/^(Too easy to guess|Weak)$/);
    await button(page, 'Reset Password').click();
    await expect
      .poll(() => fieldError(page, 'New Password'), SLOW)
      .toBe(checkPasswordStrength('cricket12').message);
    expect(resets()).toBe(0);
    await expectAccessibleAtBothSizes(page, '/reset-password with the meter and a refusal');

    const strong = STRONG();
    await field(page, 'New Password').fill(strong);
    await field(page, 'Confirm Password').fill(strong);
    await button(page, 'Reset Password').click();
    await onScreen(page, '/login', 'Welcome Back!');
    expect(await apiLoginStatus(resident.email, strong)).toBe(200);
    await page.close();
  });
});

describe('change password on /edit-profile', () => {
  it('keeps the spec form, refuses a wrong current password and a weak new one inline, then changes it and signs out the other devices', async () => {
    const resident = await signupResident(baseUrl);
    // A second device: a session of its own, which the change must end.
    const otherDevice = await login(baseUrl, resident.email, resident.password);
    const { page } = await open(browser(), baseUrl, '/edit-profile', { as: resident });
    const changes = countCalls(page, 'auth.changePassword');
    await onScreen(page, '/edit-profile', 'Edit Profile');
    // The spec's form is untouched: its two fields and two buttons.
    await expect.poll(() => field(page, 'Profile Name').inputValue()).toBe(resident.profileName);
    await visible(field(page, 'Apartment Number'));
    await visible(button(page, 'Cancel'));
    await visible(button(page, 'Save Changes'));
    const section = page.getByRole('region', { name: 'Change Password' });
    await visible(section);

    // A guessable new password: refused before anything is sent.
    await field(page, 'Current Password').fill(resident.password);
    await field(page, 'New Password').fill('sunshine7');
    await field(page, 'Confirm New Password').fill('sunshine7');
    await button(page, 'Change Password').click();
    await expect
      .poll(() => fieldError(page, 'New Password'), SLOW)
      .toBe(
        checkPasswordStrength('sunshine7', [
          resident.profileName,
          resident.email,
          'Green Valley Apartments',
        ]).message,
      );
    expect(changes()).toBe(0);

    // A wrong current password: the server's refusal, under the field it names.
    const strong = STRONG();
    await field(page, 'Current Password').fill('not-my-password');
    await field(page, 'New Password').fill(strong);
    await field(page, 'Confirm New Password').fill(strong);
    await button(page, 'Change Password').click();
    await expect.poll(() => fieldError(page, 'Current Password'), SLOW).not.toBeNull();
    expect(changes()).toBe(1);
    expect(await fieldError(page, 'New Password')).toBeNull();
    await expectAccessibleAtBothSizes(page, '/edit-profile with change-password errors');

    await field(page, 'Current Password').fill(resident.password);
    await button(page, 'Change Password').click();
    await visible(exact(page, 'Your password has been changed. Your other device was signed out.'));
    expect(await field(page, 'Current Password').inputValue()).toBe('');
    await expectPath(page, '/edit-profile');

    // This device stays signed in, the other one is out; the new password works, the old not.
    expect(await sessionWorks(resident.cookie)).toBe(true);
    expect(await sessionWorks(otherDevice)).toBe(false);
    const fresh = await newPage(browser(), baseUrl);
    await logInThroughForm(fresh.page, resident.email, resident.password);
    await visible(exact(fresh.page, 'Invalid credentials. Please try again.'));
    await logInThroughForm(fresh.page, resident.email, strong);
    await onScreen(fresh.page, '/dashboard', `Welcome, ${resident.profileName}!`);
    await fresh.context.close();
    await page.close();
  });
});

// Browsers as the server sees them (headless Chromium names itself HeadlessChrome).
const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CHROME_ON_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** A browser context of its own (its own cookies: another device). */
async function device(b: Browser, viewport: { width: number; height: number }, userAgent: string) {
  const context = await b.newContext({ baseURL: baseUrl, viewport, userAgent });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { context, page };
}

describe('your sessions on /edit-profile', () => {
  it('lists the sessions of two browsers, and "Log out everywhere else" ends the other one', async () => {
    const resident = await signupResident(baseUrl);
    // Only the two browsers' sessions: the signup's own (made by this script) ends.
    await fetch(`${baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie: resident.cookie },
    });
    const first = await device(browser(), DESKTOP, CHROME_ON_LINUX);
    const second = await device(browser(), PHONE, CHROME_ON_ANDROID);
    try {
      for (const { page } of [first, second]) {
        await logInThroughForm(page, resident.email, resident.password);
        await onScreen(page, '/dashboard', `Welcome, ${resident.profileName}!`);
      }
      const page = first.page;
      await page.goto('/edit-profile');
      const section = page.getByRole('region', { name: 'Your Sessions' });
      await visible(section);
      const items = section.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
      await expect.poll(() => items.count()).toBe(2);
      const texts = await items.allInnerTexts();
      // Each with its browser and system, when it started and was last used; this one marked.
      for (const text of texts) {
        expect(text).toMatch(/\bSigned in\s+[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M\b/);
        expect(text).toMatch(/\bLast used\s+(Now|[A-Z][a-z]{2} \d{1,2}, \d{4})/);
      }
      const here = texts.filter((t) => t.includes('This device'));
      expect(here).toHaveLength(1);
      expect(here[0]).toMatch(/^Chrome on Linux/);
      expect(texts.find((t) => !t.includes('This device'))).toMatch(/^Chrome on Android/);
      await expectAccessibleAtBothSizes(page, '/edit-profile with two sessions');

      // Cancel in the confirmation changes nothing.
      await button(section, 'Log out everywhere else').click();
      const dialog = page.getByRole('dialog', { name: 'Log out everywhere else?' });
      await visible(dialog);
      await expectAccessibleAtBothSizes(page, '/edit-profile with the log-out confirmation');
      await button(dialog, 'Cancel').click();
      await dialog.waitFor({ state: 'hidden' });
      await second.page.goto('/edit-profile');
      await onScreen(second.page, '/edit-profile', 'Edit Profile');

      await button(section, 'Log out everywhere else').click();
      await button(dialog, 'Log out other devices').click();
      await visible(exact(page, '1 other device was signed out. This device stays signed in.'));
      await expect.poll(() => items.count()).toBe(1);
      expect(await items.first().innerText()).toContain('This device');
      expect(await button(section, 'Log out everywhere else').isDisabled()).toBe(true);

      // The other browser is signed out: its next screen sends it to /login.
      await second.page.goto('/dashboard');
      await expectPath(second.page, '/login');
      // And this one is not.
      await page.goto('/dashboard');
      await onScreen(page, '/dashboard', `Welcome, ${resident.profileName}!`);
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });
});

describe('the administrator', () => {
  async function openAdmin(b: Browser, url: string, viewport = DESKTOP) {
    const cookie = await login(url, ADMIN.email, ADMIN.password);
    const opened = await newPage(b, url, viewport);
    const [name, value] = cookie.split('=') as [string, string];
    await opened.context.addCookies([{ name, value, url, httpOnly: true, sameSite: 'Lax' }]);
    await opened.page.goto('/admin');
    await visible(heading(opened.page, 'Admin Dashboard'));
    return opened;
  }

  async function signupThroughForm(page: Page, code: string) {
    const u = unique();
    await page.goto('/signup');
    await visible(heading(page, 'Create Your Account'));
    await expect.poll(() => field(page, 'Apartment Community').inputValue()).not.toBe('');
    await field(page, 'Profile Name').fill(`Code ${u}`);
    await field(page, 'Email').fill(`code-${u}@example.com`);
    await field(page, 'Password').fill(STRONG());
    await field(page, 'Apartment Number').fill('P-1');
    await field(page, 'Participant Code').fill(code);
    await button(page, 'Sign Up').click();
  }

  it(
    'sees the participant code and changes it: the old code stops working, the new one works',
    {
      timeout: 120_000,
    },
    async () => {
      // A server of its own: the shared one's code is what every other test file signs up with.
      const server = await startServer();
      const admin = await openAdmin(browser(), server.url);
      const visitor = await newPage(browser(), server.url, PHONE);
      try {
        const page = admin.page;
        const section = page.getByRole('region', { name: 'Participant Code' });
        await visible(section);
        await visible(exact(section, PARTICIPANT_CODE));
        // Every spec element of /admin is still there.
        for (const name of ['Refresh', 'Logout'])
          await visible(page.getByRole('button', { name, exact: true }));
        for (const label of ['Total Profiles', 'Active Profiles', 'Search Results'])
          await visible(page.locator('.wf-stat').filter({ hasText: label }));
        await visible(page.getByRole('region', { name: 'Data Export' }));
        await visible(page.getByPlaceholder('Search by profile name, email, or community...'));

        await button(section, 'Change participant code').click();
        const input = field(page, 'New participant code');
        await visible(input);
        expect(await input.inputValue()).toBe(PARTICIPANT_CODE);
        await expectAccessibleAtBothSizes(page, '/admin with the participant-code form');
        // The server's refusal shows under the field.
        await input.fill('ab');
        await button(section, 'Save Code').click();
        await expect.poll(() => fieldError(page, 'New participant code')).not.toBeNull();
        await expectAccessibleAtBothSizes(page, '/admin with a refused participant code');

        const newCode = `NEW-${unique().slice(-6).toUpperCase()}`;
        await input.fill(newCode);
        await button(section, 'Save Code').click();
        await visible(
          exact(section, `Participant code changed. New residents now sign up with ${newCode}.`),
        );
        await visible(exact(section, newCode));
        await input.waitFor({ state: 'detached' });

        // The old code is refused at signup, the new one accepted.
        await signupThroughForm(visitor.page, PARTICIPANT_CODE);
        await onScreen(visitor.page, '/profile-error', 'Profile Creation Failed');
        await visible(
          exact(visitor.page, 'Invalid participant code. Please check your code and try again.'),
        );
        await signupThroughForm(visitor.page, newCode);
        await onScreen(visitor.page, '/profile-success', 'Profile Created Successfully!');
      } finally {
        await admin.context.close();
        await visitor.context.close();
        await server.stop();
      }
    },
  );

  it('makes a single-use reset link for a resident, shown in a dialog with a copy button', async () => {
    const resident = await signupResident(baseUrl);
    const admin = await openAdmin(browser(), baseUrl);
    await admin.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseUrl,
    });
    try {
      const page = admin.page;
      await page
        .getByPlaceholder('Search by profile name, email, or community...')
        .fill(resident.profileName);
      const row = page
        .locator('.admin-table tbody tr')
        .filter({ has: page.getByRole('rowheader', { name: resident.profileName, exact: true }) });
      await expect.poll(() => page.locator('.admin-table tbody tr').count()).toBe(1);
      // Not for the administrator's own row.
      await page.getByPlaceholder('Search by profile name, email, or community...').fill('');
      const adminRow = page
        .locator('.admin-table tbody tr')
        .filter({ has: page.locator('.wf-badge', { hasText: /^ADMIN$/ }) });
      await visible(adminRow);
      expect(await adminRow.getByRole('button', { name: /^Reset link\b/ }).count()).toBe(0);
      await page
        .getByPlaceholder('Search by profile name, email, or community...')
        .fill(resident.profileName);

      await row.getByRole('button', { name: `Reset link for ${resident.profileName}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Reset Link' });
      await visible(dialog);
      const link = await field(page, 'Reset link').inputValue();
      const url = new URL(link);
      expect(url.pathname).toBe('/reset-password');
      expect(url.searchParams.get('token')).toBeTruthy();
      await expectAccessibleAtBothSizes(page, '/admin with the reset-link dialog');
      await button(dialog, 'Copy Link').click();
      await visible(exact(dialog, 'Link copied.'));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      await button(dialog, 'Close').click();
      await dialog.waitFor({ state: 'hidden' });

      // The resident uses it once.
      const { page: residentPage } = await open(browser(), baseUrl, `${url.pathname}${url.search}`);
      const strong = STRONG();
      await field(residentPage, 'New Password').fill(strong);
      await field(residentPage, 'Confirm Password').fill(strong);
      await button(residentPage, 'Reset Password').click();
      await onScreen(residentPage, '/login', 'Welcome Back!');
      expect(await apiLoginStatus(resident.email, strong)).toBe(200);
      await residentPage.goto(`${url.pathname}${url.search}`);
      await field(residentPage, 'New Password').fill(`${strong} again`);
      await field(residentPage, 'Confirm Password').fill(`${strong} again`);
      await button(residentPage, 'Reset Password').click();
      await visible(residentPage.getByRole('alert'));
      await expectPath(residentPage, '/reset-password');
      await residentPage.close();
    } finally {
      await admin.context.close();
    }
  });
});
