// Spec section 1 (landing) and section 2 (/profile-success, /profile-error) as a visitor sees them.
import { describe, expect, it } from 'vitest';
import { signupResident } from '../support/api.ts';
import { PHONE } from '../support/browser.ts';
import {
  button,
  exact,
  expectAlert,
  expectPath,
  heading,
  onScreen,
  open,
  useApp,
  visible,
} from '../support/ui.ts';

const { baseUrl, browser } = useApp();

const SUBTITLE =
  'Understand your water footprint, track your progress, and build sustainable habits for a better future.';

describe('landing page /', () => {
  it('shows a picture, the title, the subtitle and both buttons, which lead to /signup and /login', async () => {
    const { page } = await open(browser(), baseUrl, '/', { viewport: PHONE });
    await visible(exact(page, SUBTITLE));
    await visible(page.locator('main').getByRole('img'));
    const title = page.getByRole('heading', { level: 1 });
    await visible(title);
    expect((await title.innerText()).trim()).not.toBe('');

    await button(page, 'Get Started').click();
    await onScreen(page, '/signup', 'Create Your Account');
    await page.goBack();
    await expectPath(page, '/');
    await button(page, 'I have an account').click();
    await onScreen(page, '/login', 'Welcome Back!');
    await page.close();
  });

  it('the title goes to /dashboard: a visitor is sent on to /login, a resident stays', async () => {
    const { page } = await open(browser(), baseUrl, '/');
    await page.getByRole('heading', { level: 1 }).getByRole('link').click();
    await expectPath(page, '/login');
    await page.close();

    const resident = await signupResident(baseUrl);
    const signedIn = await open(browser(), baseUrl, '/', { as: resident });
    await signedIn.page.getByRole('heading', { level: 1 }).getByRole('link').click();
    await onScreen(signedIn.page, '/dashboard', `Welcome, ${resident.profileName}!`);
    await signedIn.page.close();
  });
});

describe('/profile-success', () => {
  it('shows the success title, the three features and both buttons', async () => {
    const { page } = await open(browser(), baseUrl, '/profile-success', {
      viewport: PHONE,
    });
    await visible(heading(page, 'Profile Created Successfully!'));
    for (const feature of [
      'Track Your Water Usage',
      'Get Conservation Tips',
      'Join Community Leaderboard',
    ]) {
      await visible(exact(page, feature));
    }
    await button(page, 'Continue to Login').click();
    await onScreen(page, '/login', 'Welcome Back!');
    await page.goBack();
    await button(page, 'Back to Home').click();
    await expectPath(page, '/');
    await visible(exact(page, SUBTITLE));
    await page.close();
  });
});

describe('/profile-error', () => {
  it('without a message in navigation state shows the default one, the three hints and both buttons', async () => {
    const { page } = await open(browser(), baseUrl, '/profile-error');
    await visible(heading(page, 'Profile Creation Failed'));
    await expectAlert(page, 'Profile could not be created. Please try again.');
    for (const hint of ['Check Your Information', 'Verify Email Address', 'Try Again']) {
      await visible(page.getByRole('heading', { name: hint, exact: true }));
    }
    await button(page, 'Try Again').click();
    await onScreen(page, '/signup', 'Create Your Account');
    await page.goBack();
    await button(page, 'Back to Home').click();
    await expectPath(page, '/');
    await page.close();
  });
});
