// Reminders and the organiser's campaign (issue 30, items 1 and 2) in Chromium against a server of
// this file's own (a campaign is the whole community's, and would move every other file's
// check-in): a resident turns email reminders on and off on /edit-profile, gets the summary's
// one-time offer, downloads the next check-in's calendar file and copies the share link; a phone
// turns notifications on and off (the push service is the test's own endpoint: see below) and
// the service worker shows a pushed reminder; the organiser saves a campaign with inline errors,
// previews and sends the announcement once, sends due reminders and sees who came back. Mails are
// read from the server's MAIL_OUTBOX_DIR. English and Hindi, axe and screenshots at 390 and 1280 px.
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createECDH, randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signupResident, submitScore, useSession, type Resident } from '../support/api.ts';
import { DESKTOP, downloadedBytes, launchBrowser, newPage, PHONE } from '../support/browser.ts';
import { ADMIN, ROOT, startServer, type RunningServer } from '../support/server.ts';
import {
  expectAccessible,
  expectAccessibleAtBothSizes,
  extremeAnswers,
  visible,
} from '../support/ui.ts';

const OUT = join(ROOT, 'artifacts', 'screens', 'reminders');

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Mail {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
}

/** Every mail the server wrote to its MAIL_OUTBOX_DIR (startServer's `mail` beside the log). */
function outbox(): Mail[] {
  const dir = join(dirname(server.logPath), 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => {
      try {
        return [JSON.parse(readFileSync(join(dir, f), 'utf8')) as Mail];
      } catch {
        return []; // being written
      }
    });
}

const mailsTo = (email: string) => outbox().filter((m) => m.to === email.toLowerCase());

/** Today on the community's calendar (the server's TIME_ZONE, Asia/Kolkata by default). */
function today(offsetDays = 0): string {
  const now = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

async function notifications(resident: Resident) {
  const res = await fetch(`${server.url}/api/notifications`, {
    headers: { cookie: resident.cookie },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { email: boolean; push: boolean; nextCheckIn: string | null };
}

async function openAs(
  who: { cookie: string },
  path: string,
  viewport = PHONE,
  before?: (context: BrowserContext) => Promise<unknown>,
) {
  const { context, page } = await newPage(browser, server.url, viewport);
  await useSession(context, server.url, who.cookie);
  await before?.(context);
  await page.goto(path);
  return { context, page };
}

/** The app's service worker is active (it registers after the page's load event). */
async function workerReady(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

/** Closes the summary's celebration (it also closes itself after 4.5 s), in either language. */
async function closeCelebration(page: Page) {
  const dialog = page.getByRole('dialog');
  await visible(dialog);
  await dialog
    .getByRole('button')
    .first()
    .click({ timeout: 3000 })
    .catch(() => undefined);
  await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
}

/** The section at phone and desktop size, for a person to look at (artifacts/ is not committed). */
async function shoot(page: Page, section: Locator, name: string) {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: join(OUT, `${name}-${size}.png`) });
  }
  await page.setViewportSize(PHONE);
}

describe('a resident’s reminders', () => {
  it('turns email reminders on and off on /edit-profile, with the next check-in and its calendar file', async () => {
    const resident = await signupResident(server.url);
    await submitScore(server.url, resident, extremeAnswers(false));
    const { context, page } = await openAs(resident, '/edit-profile');
    const region = page.getByRole('region', { name: 'Reminders' });
    await visible(region);
    const email = region.getByRole('checkbox', { name: 'Remind me by email' });
    // Off until chosen.
    await expect.poll(() => email.isEnabled()).toBe(true);
    expect(await email.isChecked()).toBe(false);
    expect((await notifications(resident)).email).toBe(false);
    await visible(region.getByText(resident.email.toLowerCase(), { exact: false }));

    await email.check();
    await visible(region.getByText('Email reminders are on.'));
    expect((await notifications(resident)).email).toBe(true);

    // The next check-in: 30 days after today's questionnaire, and the same day in the calendar.
    const { nextCheckIn } = await notifications(resident);
    expect(nextCheckIn).toBe(today(30));
    await visible(region.getByText('Your next check-in:'));
    const calendar = region.getByRole('link', { name: 'Add it to my calendar' });
    const [download] = await Promise.all([page.waitForEvent('download'), calendar.click()]);
    expect(download.suggestedFilename()).toBe('next-check-in.ics');
    const ics = (await downloadedBytes(download)).toString('utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain(`DTSTART;VALUE=DATE:${nextCheckIn!.replaceAll('-', '')}\r\n`);

    await expectAccessibleAtBothSizes(page, '/edit-profile with reminders on');
    await shoot(page, region, 'edit-profile-en');

    await email.uncheck();
    await visible(region.getByText('Email reminders are off.'));
    expect((await notifications(resident)).email).toBe(false);

    // The same section in Hindi.
    await page.getByLabel('Language').selectOption('hi');
    const hindi = page.getByRole('region', { name: 'याद दिलाना' });
    await visible(hindi);
    await visible(hindi.getByRole('checkbox', { name: 'मुझे ईमेल से याद दिलाओ' }));
    await expectAccessibleAtBothSizes(page, '/edit-profile reminders in Hindi');
    await shoot(page, hindi, 'edit-profile-hi');
    await context.close();
  });

  it('offers reminders once on the summary; copies the share link', async () => {
    const resident = await signupResident(server.url);
    await submitScore(server.url, resident, extremeAnswers(false));
    const { context, page } = await openAs(resident, '/score-summary');
    const offer = page.getByRole('region', { name: 'Want a reminder to check in?' });
    await closeCelebration(page);
    await visible(offer);
    await expectAccessible(page, '/score-summary with the reminder offer (phone)');
    await shoot(page, offer, 'offer-en');
    await offer.getByRole('button', { name: 'Email me a reminder' }).click();
    await visible(offer.getByText(/Done: we will email you on your check-in day/));
    expect((await notifications(resident)).email).toBe(true);

    // Answered: never offered again, even with reminders turned off later.
    await fetch(`${server.url}/api/notifications`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: resident.cookie, origin: server.url },
      body: JSON.stringify({ email: false }),
    });
    await page.reload();
    await closeCelebration(page);
    await visible(page.getByRole('region', { name: 'Share and remember' }));
    expect(await offer.count()).toBe(0);

    // The share sheet (none in headless Chromium on Linux): the link is copied.
    const share = page.getByRole('region', { name: 'Share and remember' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: server.url,
    });
    await share.getByRole('button', { name: 'Share' }).click();
    await visible(page.getByText('Link copied. Paste it into a message to share.'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      `${new URL(server.url).origin}/`,
    );
    await context.close();
  });

  it('“No thanks” closes the offer for good; in Hindi too', async () => {
    const resident = await signupResident(server.url);
    await submitScore(server.url, resident, extremeAnswers(true));
    const { context, page } = await openAs(resident, '/edit-profile');
    await page.getByLabel('Language').selectOption('hi');
    // Chosen (and kept on this phone) once the screen is in Hindi.
    await visible(page.getByRole('region', { name: 'याद दिलाना' }));
    await page.goto('/score-summary');
    const offer = page.getByRole('region', { name: 'जाँच के लिए याद दिलाएँ?' });
    await closeCelebration(page);
    await visible(offer);
    await expectAccessibleAtBothSizes(page, '/score-summary with the reminder offer in Hindi');
    await shoot(page, offer, 'offer-hi');
    await offer.getByRole('button', { name: 'नहीं, धन्यवाद' }).click();
    expect(await offer.count()).toBe(0);
    await page.reload();
    await visible(page.getByRole('region', { name: 'साझा करें और याद रखें' }));
    expect(await offer.count()).toBe(0);
    expect((await notifications(resident)).email).toBe(false);
    await context.close();
  });
});

describe('a phone’s notifications', () => {
  it('says plainly why notifications cannot be turned on: permission refused, no push service', async () => {
    const resident = await signupResident(server.url);
    // Headless Chromium answers the permission prompt "denied" by itself: what a resident who
    // taps "Block" sees.
    const { context, page } = await openAs(resident, '/edit-profile');
    const region = page.getByRole('region', { name: 'Reminders' });
    const push = region.getByRole('checkbox', {
      name: 'Remind me with a notification on this phone',
    });
    await expect.poll(() => push.isEnabled()).toBe(true);
    await push.click();
    await visible(region.getByText(/Notifications for this app are blocked in your browser/));
    expect(await push.isChecked()).toBe(false);
    expect((await notifications(resident)).push).toBe(false);
    await expectAccessible(page, '/edit-profile with notifications blocked (phone)');
    await context.close();

    // Allowed, but this Chromium has no push service to sign up with (no network, no vendor
    // keys): the plain sentence, and nothing saved.
    const allowed = await openAs(resident, '/edit-profile');
    await allowed.context.grantPermissions(['notifications'], { origin: server.url });
    const region2 = allowed.page.getByRole('region', { name: 'Reminders' });
    const push2 = region2.getByRole('checkbox', {
      name: 'Remind me with a notification on this phone',
    });
    await expect.poll(() => push2.isEnabled()).toBe(true);
    await push2.click();
    await visible(region2.getByText(/This phone could not sign up for notifications/));
    expect((await notifications(resident)).push).toBe(false);
    await allowed.context.close();
  });

  it('turns a phone’s notifications on and off with its push subscription', async () => {
    // The browser's push service is the one part a test cannot reach (headless Chromium has
    // none, see above). The page is given what PushManager would give: a subscription with a
    // real P-256 key; everything from the tap to the server's database is the real thing.
    const resident = await signupResident(server.url);
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const fake = {
      endpoint: `https://push.example.test/send/${resident.id}`,
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    };
    const { context, page } = await openAs(resident, '/edit-profile', PHONE, (init) =>
      init.addInitScript((sub) => {
        let current: object | null = null;
        const subscription = {
          endpoint: sub.endpoint,
          options: { applicationServerKey: null },
          toJSON: () => ({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }),
          unsubscribe: async () => {
            current = null;
            return true;
          },
        };
        PushManager.prototype.subscribe = async function () {
          current = subscription;
          return subscription as unknown as PushSubscription;
        };
        PushManager.prototype.getSubscription = async function () {
          return current as PushSubscription | null;
        };
      }, fake),
    );
    await context.grantPermissions(['notifications'], { origin: server.url });
    const region = page.getByRole('region', { name: 'Reminders' });
    const push = region.getByRole('checkbox', {
      name: 'Remind me with a notification on this phone',
    });
    await expect.poll(() => push.isEnabled()).toBe(true);
    await push.check();
    await visible(region.getByText('Notifications are on for this phone.'));
    expect(await push.isChecked()).toBe(true);
    expect((await notifications(resident)).push).toBe(true);
    await push.uncheck();
    await visible(region.getByText('Notifications are off for this phone.'));
    expect((await notifications(resident)).push).toBe(false);
    await context.close();
  });

  it('the service worker shows a pushed reminder, linking to the questionnaire', async () => {
    // The landing page registers the app's worker.
    const { context, page } = await newPage(browser, server.url, PHONE);
    await context.grantPermissions(['notifications'], { origin: server.url });
    await page.goto('/');
    await workerReady(page);
    // What the server's push carries (apps/api/src/domain/push.ts), handed to the worker as the
    // browser's push service would (DevTools' "Push" button does the same).
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) =>
      registrations.push(...e.registrations),
    );
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.filter((r) => !r.isDeleted).length).toBeGreaterThan(0);
    const origin = new URL(server.url).origin;
    const registration = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)!;
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registration.registrationId,
      data: JSON.stringify({
        title: 'Time for your water check-in',
        body: 'Answer the questionnaire again and see your pledges: 2 open.',
        url: `${server.url}/questionnaire`,
        tag: 'reminder',
      }),
    });
    const shown = () =>
      page.evaluate(async () => {
        const worker = await navigator.serviceWorker.ready;
        return (await worker.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          data: n.data as unknown,
        }));
      });
    await expect.poll(shown).toEqual([
      {
        title: 'Time for your water check-in',
        body: 'Answer the questionnaire again and see your pledges: 2 open.',
        tag: 'reminder',
        data: { path: '/questionnaire' },
      },
    ]);
    // A message naming another site opens nothing there: only the app's own pages.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registration.registrationId,
      data: JSON.stringify({ title: 'x', body: 'y', url: 'https://elsewhere.example/', tag: 't' }),
    });
    await expect
      .poll(async () => (await shown()).find((n) => n.tag === 't')?.data)
      .toEqual({ path: '/questionnaire' });
    await cdp.detach();
    await context.close();
  });
});

describe('the organiser’s campaign', () => {
  it('saves a campaign with inline errors, sends the announcement once and the due reminders', async () => {
    // Two residents who chose email reminders and one who did not.
    const residents = await Promise.all([0, 1, 2].map(() => signupResident(server.url)));
    for (const r of residents.slice(0, 2)) {
      const res = await fetch(`${server.url}/api/notifications`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: r.cookie, origin: server.url },
        body: JSON.stringify({ email: true }),
      });
      expect(res.status).toBe(200);
    }
    const adminCookie = await login(server.url, ADMIN.email, ADMIN.password);
    const { context, page } = await openAs({ cookie: adminCookie }, '/admin', DESKTOP);
    await page.getByRole('tab', { name: 'Campaign' }).click();
    const form = page.getByRole('form', { name: 'Campaign dates' });
    await visible(form);

    // Inline errors: the end before the start; a check-in outside the campaign.
    await form.getByLabel('Start').fill(today(-1));
    await form.getByLabel('End').fill(today(-2));
    await form.getByRole('button', { name: 'Save Campaign' }).click();
    await visible(form.getByText('The end must be on or after the start'));
    await form.getByLabel('End').fill(today(28));
    await form.getByRole('button', { name: 'Add a check-in date' }).click();
    await form.getByLabel('Check-in date 1', { exact: true }).fill(today(40));
    await form.getByRole('button', { name: 'Save Campaign' }).click();
    await visible(form.getByText('Every check-in date must be between the start and the end'));
    await form.getByLabel('Check-in date 1', { exact: true }).fill(today());
    await form.getByRole('button', { name: 'Add a check-in date' }).click();
    await form.getByLabel('Check-in date 2', { exact: true }).fill(today(14));
    await form.getByRole('button', { name: 'Add a check-in date' }).click();
    await form.getByRole('button', { name: 'Remove check-in date 3' }).click();
    await form.getByRole('button', { name: 'Save Campaign' }).click();
    await visible(page.getByText(/^Campaign saved: .* 2 check-in dates\.$/));

    // The announcement: previewed in both languages, sent once.
    const announcement = page.getByRole('region', { name: 'Announcement' });
    await visible(announcement.getByRole('heading', { name: 'English' }));
    await visible(announcement.getByRole('heading', { name: 'Hindi' }));
    await expectAccessibleAtBothSizes(page, '/admin Campaign tab');
    for (const card of ['Reminders', 'Campaign', 'Announcement', 'Who Came Back'])
      await shoot(page, page.getByRole('region', { name: card, exact: true }), `admin-${card}`);
    const before = outbox().length;
    await announcement.getByRole('button', { name: 'Send announcement' }).click();
    await visible(announcement.getByText(/^Announcement sent to \d+ residents?\.$/));
    await visible(announcement.getByText(/^Sent on /));
    expect(await announcement.getByRole('button', { name: 'Send announcement' }).count()).toBe(0);
    for (const r of residents.slice(0, 2)) {
      await expect.poll(() => mailsTo(r.email).length).toBe(1);
    }
    expect(mailsTo(residents[2]!.email)).toHaveLength(0);
    expect(outbox().length).toBeGreaterThan(before);

    // Today is a check-in day: the two who chose reminders are due, once.
    const reminders = page.getByRole('region', { name: 'Reminders' });
    await reminders.getByRole('button', { name: 'Send due reminders now' }).click();
    await visible(reminders.getByText('Sent 2 reminders.'));
    for (const r of residents.slice(0, 2)) {
      await expect.poll(() => mailsTo(r.email).length).toBe(2);
      const mail = mailsTo(r.email).at(-1)!;
      expect(mail.subject).toBe('Time for your water check-in');
    }
    expect(mailsTo(residents[2]!.email)).toHaveLength(0);
    await reminders.getByRole('button', { name: 'Send due reminders now' }).click();
    await visible(reminders.getByText('No reminder was due: nothing was sent.'));

    // Who came back: counts per check-in, no names.
    const returns = page.getByRole('region', { name: 'Who Came Back' });
    await visible(returns.getByRole('table'));
    const text = await returns.innerText();
    for (const r of residents) expect(text).not.toContain(r.profileName);
    await expectAccessibleAtBothSizes(page, '/admin Campaign tab after sending');
    for (const card of ['Reminders', 'Announcement'])
      await shoot(
        page,
        page.getByRole('region', { name: card, exact: true }),
        `admin-sent-${card}`,
      );
    await context.close();
  });

  it('says clearly when mail is not set up (no SMTP_URL)', async () => {
    // A server with no mail at all: neither SMTP_URL nor the development outbox.
    const bare = await startServer({ MAIL_OUTBOX_DIR: undefined });
    try {
      const adminCookie = await login(bare.url, ADMIN.email, ADMIN.password);
      const { context, page } = await newPage(browser, bare.url, PHONE);
      await useSession(context, bare.url, adminCookie);
      await page.goto('/admin');
      await page.getByRole('tab', { name: 'Campaign' }).click();
      const reminders = page.getByRole('region', { name: 'Reminders', exact: true });
      await visible(reminders.getByText('Mail is not set up'));
      await visible(
        reminders.getByText(/SMTP_URL is not set, so reminder and announcement emails go nowhere/),
      );
      await expectAccessibleAtBothSizes(page, '/admin Campaign tab without mail');
      await shoot(page, reminders, 'admin-no-mail');
      await context.close();
    } finally {
      await bare.stop();
    }
  });
});
