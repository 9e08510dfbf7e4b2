// Spec section 2's redirect rules, and every route loading on refresh (history-API fallback).
import { describe, expect, it } from 'vitest';
import { routesFor, type PathsFor } from '@wf/web/routes';
import { signupResident, submitScore, type Resident } from '../support/api.ts';
import { ADMIN } from '../support/server.ts';
import {
  expectPath,
  heading,
  onScreen,
  open,
  randomAnswers,
  seededRandom,
  useApp,
  visible,
} from '../support/ui.ts';
import { login } from '../support/api.ts';

const { baseUrl, browser } = useApp();

// From the app's route list: a screen added to the app is covered here, and the tables of titles
// below must name it (they are keyed by the list's addresses).
const RESIDENT_ROUTES = routesFor('resident');
const ADMIN_ROUTES = routesFor('admin');
const VISITOR_TITLES: Record<PathsFor<'public'>, string> = {
  '/': 'Water Footprint Tracker',
  '/login': 'Welcome Back!',
  '/signup': 'Create Your Account',
  '/profile-success': 'Profile Created Successfully!',
  '/profile-error': 'Profile Creation Failed',
  '/reset-password': 'Choose a New Password',
};
const VISITOR_ROUTES = routesFor('public').map((path) => [path, VISITOR_TITLES[path]] as const);

function residentTitles(resident: Resident): Record<PathsFor<'resident'>, string> {
  return {
    '/dashboard': `Welcome, ${resident.profileName}!`,
    '/profile': `Welcome, ${resident.profileName}!`,
    '/edit-profile': 'Edit Profile',
    '/questionnaire': 'Water Footprint Questionnaire',
    '/score-summary': 'Your Water Footprint Score',
    '/tips': 'Water-Saving Tips',
    '/leaderboard': 'Community Leaderboard',
    '/kids-corner': 'Kids Corner',
    '/score-history': 'Score History',
    '/action-plan': 'My Action Plan',
    '/water-detective': 'Water Detective',
  };
}

describe('redirect rules', () => {
  it('without a session every resident screen and /admin go to /login', async () => {
    const { page } = await open(browser(), baseUrl, '/');
    for (const path of [...RESIDENT_ROUTES, ...ADMIN_ROUTES]) {
      await page.goto(path);
      await onScreen(page, '/login', 'Welcome Back!');
    }
    await page.close();
  });

  it('a stored user without a server session still goes to /login, and the stale copy is cleared', async () => {
    const { page } = await open(browser(), baseUrl, '/');
    await page.evaluate(() =>
      localStorage.setItem(
        'wf.session',
        JSON.stringify({
          id: 999999,
          profileName: 'Ghost',
          email: 'ghost@example.com',
          isAdmin: false,
        }),
      ),
    );
    for (const path of ['/tips', '/kids-corner', '/dashboard', '/edit-profile']) {
      await page.goto(path);
      await onScreen(page, '/login', 'Welcome Back!');
    }
    expect(await page.evaluate(() => localStorage.getItem('wf.session'))).toBeNull();
    await page.close();
  });

  it('a failing profile fetch goes to /login', async () => {
    const resident = await signupResident(baseUrl);
    const { page } = await open(browser(), baseUrl, '/', { as: resident });
    // The server answers the profile fetch with an internal error (as tRPC encodes one).
    const failure = {
      message: 'down',
      code: -32603,
      data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 },
    };
    await page.route('**/trpc/auth.me**', (route) => {
      const batched = new URL(route.request().url()).searchParams.has('batch');
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify(batched ? [{ error: failure }] : { error: failure }),
      });
    });
    for (const path of ['/tips', '/kids-corner', '/dashboard', '/edit-profile']) {
      await page.goto(path);
      await onScreen(page, '/login', 'Welcome Back!');
    }
    await page.close();
  });

  it('a resident is sent from /admin to /login; the administrator may stay', async () => {
    const resident = await signupResident(baseUrl);
    const asResident = await open(browser(), baseUrl, '/admin', { as: resident });
    await onScreen(asResident.page, '/login', 'Welcome Back!');
    await asResident.page.close();

    const cookie = await login(baseUrl, ADMIN.email, ADMIN.password);
    const asAdmin = await open(browser(), baseUrl, '/admin', { as: { cookie } });
    await expectPath(asAdmin.page, '/admin');
    await visible(asAdmin.page.getByRole('heading', { level: 1 }));
    await asAdmin.page.reload();
    await expectPath(asAdmin.page, '/admin');
    await visible(asAdmin.page.getByRole('heading', { level: 1 }));
    await asAdmin.page.close();
  });

  it('visitor screens open without a session', async () => {
    const { page } = await open(browser(), baseUrl, '/');
    for (const [path, title] of VISITOR_ROUTES) {
      await page.goto(path);
      await onScreen(page, path, title);
    }
    await page.goto('/no-such-page');
    await visible(heading(page, 'Page not found'));
    await page.close();
  });
});

describe('history fallback', () => {
  it('every route answers a direct request with the app', async () => {
    for (const path of [...VISITOR_ROUTES.map(([p]) => p), ...RESIDENT_ROUTES, ...ADMIN_ROUTES]) {
      const res = await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/html' } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(await res.text(), path).toContain('<div id="root">');
    }
  });

  it('every route survives a refresh in the browser', async () => {
    const resident = await signupResident(baseUrl);
    await submitScore(baseUrl, resident, randomAnswers(seededRandom(11)).responses);
    await submitScore(baseUrl, resident, randomAnswers(seededRandom(12)).responses);
    const titles = residentTitles(resident);
    const { page } = await open(browser(), baseUrl, '/');
    for (const [path, title] of VISITOR_ROUTES) {
      await page.goto(path);
      await visible(heading(page, title));
      await page.reload();
      await onScreen(page, path, title);
    }
    await page.close();

    const signedIn = await open(browser(), baseUrl, '/dashboard', { as: resident });
    for (const path of RESIDENT_ROUTES) {
      await signedIn.page.goto(path);
      await visible(heading(signedIn.page, titles[path]));
      await signedIn.page.reload();
      await onScreen(signedIn.page, path, titles[path]);
    }
    await signedIn.page.close();
  });
});
