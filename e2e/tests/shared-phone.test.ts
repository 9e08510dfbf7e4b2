// Issue 27, item 8: the shared family phone. Logout pressed offline signs the phone out at once
// and says so; the next page load tells the server before any screen shows, so the next person
// meets the login page, not the previous user's screens. An attempt queued offline by one
// resident is dropped, with a notice, when someone else signs in on the phone.
import { describe, expect, it } from 'vitest';
import { signupResident } from '../support/api.ts';
import { PHONE } from '../support/browser.ts';
import { button, heading, onScreen, open, useApp, visible } from '../support/ui.ts';

const { baseUrl, browser } = useApp();

async function me(cookie: string): Promise<number> {
  return (await fetch(`${baseUrl}/api/auth/me`, { headers: { cookie } })).status;
}

describe('the shared family phone', () => {
  it('logout offline ends the session here at once, and the server hears it on the next load', async () => {
    const a = await signupResident(baseUrl);
    const { context, page } = await open(browser(), baseUrl, '/dashboard', {
      as: a,
      viewport: PHONE,
    });
    await visible(heading(page, `Welcome, ${a.profileName}!`));
    // Offline for the page and for the service worker, whose fetches page emulation misses.
    await context.setOffline(true);
    await context.route('**/*', (route) => route.abort('internetdisconnected'));
    try {
      await button(page, 'Account menu').click();
      await button(page, 'Logout').click();
      // Signed out here at once: the resident's screen is replaced (by /login, from the service
      // worker's shell when it is installed; by the browser's offline page in this fresh one).
      await expect
        .poll(() => page.getByRole('heading', { name: `Welcome, ${a.profileName}!` }).count())
        .toBe(0);
      const stored = await context.storageState();
      const local = stored.origins.flatMap((o) => o.localStorage);
      expect(local.find((e) => e.name === 'wf.session')).toBeUndefined();
      // The phone keeps a note to tell the server, unless the server heard already: the service
      // worker's own fetches can slip past this emulated offline (a real offline phone sends
      // nothing), and a logout the server heard leaves no note behind.
      const pending = local.find((e) => e.name === 'wf.logoutPending')?.value;
      if (pending !== '1') expect(await me(a.cookie)).toBe(401);
      await page.close();
    } finally {
      // The next person opens the app once the phone is online again.
      await context.unrouteAll();
      await context.setOffline(false);
    }
    const next = await context.newPage();
    await next.goto(`${baseUrl}/dashboard`);
    await onScreen(next, '/login', 'Welcome Back!');
    expect(await me(a.cookie)).toBe(401);
    expect(await next.evaluate(() => localStorage.getItem('wf.logoutPending'))).toBeNull();
    await next.close();
    await context.close();
  });

  it('drops an attempt another resident queued offline when someone else signs in, and says so', async () => {
    const a = await signupResident(baseUrl);
    const b = await signupResident(baseUrl);
    const { context, page } = await open(browser(), baseUrl, '/login', { viewport: PHONE });
    await page.evaluate((id) => {
      localStorage.setItem(
        `wf.offlineSubmission.${id}`,
        JSON.stringify({ payload: { responses: {} }, queuedAt: new Date().toISOString() }),
      );
    }, a.id);
    await page.getByLabel('Email or Profile Name').fill(b.email);
    await page.getByLabel('Password').fill(b.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await visible(page.getByText(/Answers someone else saved offline here were not sent\./));
    const left = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('wf.offlineSubmission.')),
    );
    expect(left).toEqual([]);
    await page.close();
    await context.close();
  });
});
