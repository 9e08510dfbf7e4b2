// The administrator's screen, /admin, end to end in Chromium against the production server:
// access rules, stats, search, View, deletion, every export, the legacy migration, messages and
// their display times, keyboard, axe, phone width, and that residents never load its code.
import { openDatabase } from '@wf/db/client';
import type { Browser, BrowserContext, Download, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, login, submitScore, unique, useSession, type Resident } from '../support/api.ts';
import {
  DESKTOP,
  downloadedBytes,
  launchBrowser,
  newPage,
  PHONE,
  seriousViolations,
} from '../support/browser.ts';
import { ADMIN, PARTICIPANT_CODE } from '../support/server.ts';
import { expectStayed, watchMessage } from '../support/ui.ts';
import { sharedServer } from '../support/shared-server.ts';

const baseUrl = sharedServer().baseUrl;
const dbPath = sharedServer().dbPath;
const PLACEHOLDER = 'Search by profile name, email, or community...';
const TODAY = () => new Date().toISOString().slice(0, 10);

let browser: Browser;
let adminCookie: string;

beforeAll(async () => {
  browser = await launchBrowser();
  adminCookie = await login(baseUrl, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await browser?.close();
});

// --- helpers ---------------------------------------------------------------------------------

interface ApiProfile {
  id: number;
  profileName: string;
  email: string;
  apartment: string;
  apartmentCommunityName: string;
  isAdmin: boolean;
  waterScore: number;
}

/** A resident in a community of the test's own, so searches by community are exact. */
async function signup(community: string, name?: string): Promise<Resident> {
  const u = unique();
  const body = {
    profileName: name ?? `Adm ${u}`,
    email: `adm-${u}@example.com`,
    password: `river-${u}`,
    apartmentCommunityName: community,
    apartment: `C-${u.slice(-4)}`,
    participantCode: PARTICIPANT_CODE,
  };
  const res = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  const { user } = (await res.json()) as { user: { id: number } };
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('wf_session='))!
    .split(';')[0]!;
  return { ...body, id: user.id, cookie };
}

async function apiProfiles(cookie = adminCookie): Promise<ApiProfile[]> {
  const res = await fetch(`${baseUrl}/api/users`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { users: ApiProfile[] }).users;
}

function withDb<T>(fn: (sqlite: ReturnType<typeof openDatabase>['sqlite']) => T): T {
  const { sqlite } = openDatabase({ url: `file:${dbPath}` });
  try {
    return fn(sqlite);
  } finally {
    sqlite.close();
  }
}

async function openAdmin(viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, baseUrl, viewport);
  await useSession(context, baseUrl, adminCookie);
  await page.goto('/admin');
  await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
  await page.locator('.admin-table tbody tr').first().waitFor();
  return { context, page };
}

const search = (page: Page) => page.getByPlaceholder(PLACEHOLDER);
const stat = (page: Page, label: string) =>
  page.locator('.wf-stat').filter({ hasText: label }).locator('.wf-stat__value');
const row = (page: Page, name: string) =>
  page
    .locator('.admin-table tbody tr')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
const rowButton = (r: Locator, label: 'View' | 'PDF' | 'Delete') =>
  r.getByRole('button', { name: new RegExp(`^${label}\\b`) });
const message = (page: Page, text: string) => page.getByText(text, { exact: true });

/** Clicks and waits for the download it starts. */
async function download(page: Page, click: () => Promise<void>): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), click()]);
  return file;
}

function read(file: Download): Promise<Buffer> {
  return downloadedBytes(file);
}

function csvRows(text: string): string[][] {
  // Enough for these files: quoted cells may hold commas, not newlines, in the test data.
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter(Boolean)
    .map((line) => {
      const cells: string[] = [];
      let cell = '';
      let quoted = false;
      for (let i = 0; i < line.length; i += 1) {
        const ch = line[i]!;
        if (quoted) {
          if (ch === '"' && line[i + 1] === '"') {
            cell += '"';
            i += 1;
          } else if (ch === '"') quoted = false;
          else cell += ch;
        } else if (ch === '"') quoted = true;
        else if (ch === ',') {
          cells.push(cell);
          cell = '';
        } else cell += ch;
      }
      cells.push(cell);
      return cells;
    });
}

async function pdfText(buffer: Buffer): Promise<string> {
  const { PDFParse } = await import('pdf-parse');
  const parser = new PDFParse({ data: new Uint8Array(buffer) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** Rewrites one tRPC procedure's answer inside a (possibly batched) response. */
async function rewriteTrpc(page: Page, procedure: string, rewrite: (data: unknown) => unknown) {
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes(procedure),
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { result?: { data?: unknown } }[];
      const paths = decodeURIComponent(
        new URL(route.request().url()).pathname.slice('/trpc/'.length),
      ).split(',');
      const index = paths.indexOf(procedure);
      const item = body[index];
      if (item?.result) item.result.data = rewrite(item.result.data);
      await route.fulfill({ response, json: body });
    },
  );
}

// --- access -------------------------------------------------------------------------------------

describe('/admin access (spec sections 2 and 6)', () => {
  it('sends a visitor to /login', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await page.goto('/admin');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Welcome Back!' }).waitFor();
    await context.close();
  });

  it('sends a signed-in resident to /login and the server refuses them the admin calls', async () => {
    const resident = await signup(`Access ${unique()}`);
    const { context, page } = await newPage(browser, baseUrl);
    await useSession(context, baseUrl, resident.cookie);
    await page.goto('/admin');
    await page.waitForURL('**/login');
    for (const path of ['/users', '/exports/participant-scores.csv', '/exports/report.pdf']) {
      const res = await fetch(`${baseUrl}/api${path}`, { headers: { cookie: resident.cookie } });
      expect(res.status, path).toBe(403);
    }
    await context.close();
  });

  it('takes the administrator from the login form to /admin', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await page.goto('/login');
    await page.getByLabel('Email or Profile Name').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    expect(await page.title()).toContain('Admin Dashboard');
    await context.close();
  });

  it('Logout ends the session and goes to the landing page; /admin then asks to log in', async () => {
    const cookie = await login(baseUrl, ADMIN.email, ADMIN.password);
    const { context, page } = await newPage(browser, baseUrl);
    await useSession(context, baseUrl, cookie);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await fetch(`${baseUrl}/api/users`, { headers: { cookie } })).status).toBe(401);
    await page.goto('/admin');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('loads the admin code only on /admin: a resident never downloads it', async () => {
    const resident = await signup(`Bundle ${unique()}`);
    const { context, page } = await newPage(browser, baseUrl);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await useSession(context, baseUrl, resident.cookie);
    for (const path of ['/', '/login', '/dashboard', '/tips', '/leaderboard', '/score-history']) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
    }
    const adminAssets = requested.filter((p) => /\/assets\/_admin/.test(p));
    expect(adminAssets).toEqual([]);
    await context.close();

    const admin = await openAdmin();
    const adminRequested: string[] = [];
    admin.page.on('request', (r) => adminRequested.push(new URL(r.url()).pathname));
    await admin.page.reload();
    await admin.page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    expect(adminRequested.some((p) => /\/assets\/_admin\.admin-.*\.js$/.test(p))).toBe(true);
    await admin.context.close();
  });
});

// --- list, stats, search, view ------------------------------------------------------------------

describe('/admin profiles', () => {
  const community = `Lakeside ${unique()}`;
  let alice: Resident;
  let bob: Resident;

  beforeAll(async () => {
    alice = await signup(community, `Alice ${unique()}`);
    bob = await signup(community, `Bob ${unique()}`);
    await submitScore(
      baseUrl,
      alice,
      answers(() => 1),
    );
  });

  it('shows the header, the stat cards with the right figures, the table and its columns', async () => {
    const { context, page } = await openAdmin();
    const profiles = await apiProfiles();
    await expect
      .poll(() => stat(page, 'Total Profiles').textContent())
      .toBe(String(profiles.length));
    expect(await stat(page, 'Active Profiles').textContent()).toBe(
      String(profiles.filter((p) => !p.isAdmin).length),
    );
    expect(await stat(page, 'Search Results').textContent()).toBe(String(profiles.length));
    await page.getByRole('button', { name: 'Refresh', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Logout', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Data Export' }).waitFor();

    // The spec's six columns in their order; issue 11 added the three sortable figures before
    // Actions.
    expect(await page.locator('.admin-table thead th').allTextContents()).toEqual([
      'Profile Name',
      'Email',
      'Community',
      'Apartment',
      'Created',
      'Latest Score',
      'Attempts',
      'Last Attempt',
      'Actions',
    ]);

    // The administrator's row: ADMIN badge, View only.
    const adminRow = page
      .locator('.admin-table tbody tr')
      .filter({ has: page.locator('.wf-badge', { hasText: /^ADMIN$/ }) });
    expect(await adminRow.count()).toBe(1);
    expect(await adminRow.locator('td').first().textContent()).toBe(ADMIN.email);
    expect(await rowButton(adminRow, 'View').count()).toBe(1);
    expect(await rowButton(adminRow, 'PDF').count()).toBe(0);
    expect(await rowButton(adminRow, 'Delete').count()).toBe(0);

    // A resident's row: its cells, the created date in en-US with hour and minute, three actions.
    const r = row(page, alice.profileName);
    const cells = await r.locator('td').allTextContents();
    expect(cells.slice(0, 3)).toEqual([alice.email, community, alice.apartment]);
    expect(cells[3]).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2} [AP]M$/);
    for (const label of ['View', 'PDF', 'Delete'] as const) {
      expect(await rowButton(r, label).count(), label).toBe(1);
    }

    // The whole table fits a 1280 px window (issue 28, item 6): no sideways scrolling, and the
    // Actions column (the last) ends inside the window.
    expect(page.viewportSize()?.width).toBe(1280);
    const region = page.locator('.admin-table-scroll');
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const actions = await page.locator('.admin-table thead th').last().boundingBox();
    expect(actions!.x + actions!.width).toBeLessThanOrEqual(1280);
    await context.close();
  });

  it('searches name, email and community case-insensitively, with both empty texts', async () => {
    const { context, page } = await openAdmin();
    const box = search(page);

    await box.fill(alice.profileName.toUpperCase());
    await expect.poll(() => page.locator('.admin-table tbody tr').count()).toBe(1);
    expect(await stat(page, 'Search Results').textContent()).toBe('1');
    await row(page, alice.profileName).waitFor();

    await box.fill(bob.email.toUpperCase());
    await expect.poll(() => page.locator('.admin-table tbody tr').count()).toBe(1);
    await row(page, bob.profileName).waitFor();

    await box.fill(community.toLowerCase());
    await expect.poll(() => stat(page, 'Search Results').textContent()).toBe('2');
    await row(page, alice.profileName).waitFor();
    await row(page, bob.profileName).waitFor();
    // Total and Active do not follow the search.
    const profiles = await apiProfiles();
    expect(await stat(page, 'Total Profiles').textContent()).toBe(String(profiles.length));

    await box.fill(`nobody-${unique()}`);
    await page.getByRole('heading', { name: 'No Profiles Found' }).waitFor();
    await page.getByText('Try adjusting your search terms', { exact: true }).waitFor();
    expect(await stat(page, 'Search Results').textContent()).toBe('0');

    await box.fill('');
    await row(page, alice.profileName).waitFor();
    expect(await stat(page, 'Search Results').textContent()).toBe(String(profiles.length));
    await context.close();
  });

  it('says no profiles have been created yet when the list is empty', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await useSession(context, baseUrl, adminCookie);
    await rewriteTrpc(page, 'admin.listProfiles', () => ({ success: true, users: [] }));
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'No Profiles Found' }).waitFor();
    await page.getByText('No profiles have been created yet.', { exact: true }).waitFor();
    expect(await page.getByText('Try adjusting your search terms').count()).toBe(0);
    expect(await stat(page, 'Total Profiles').textContent()).toBe('0');
    await context.close();
  });

  it('logs a failed list load and shows an empty list (spec section 8)', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await useSession(context, baseUrl, adminCookie);
    await page.route(
      (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('admin.listProfiles'),
      (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'down' }),
    );
    await page.goto('/admin');
    await page
      .getByText('No profiles have been created yet.', { exact: true })
      .waitFor({ timeout: 15_000 });
    await page.getByText('Profiles could not be loaded. Use Refresh to try again.').waitFor();
    expect(errors.some((e) => e.includes('Failed to load profiles'))).toBe(true);

    // Refresh, once the server answers again, brings the list back.
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await row(page, alice.profileName).waitFor();
    await context.close();
  });

  it('Refresh shows a profile created meanwhile', async () => {
    const { context, page } = await openAdmin();
    const before = Number(await stat(page, 'Total Profiles').textContent());
    const carol = await signup(community, `Carol ${unique()}`);
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await row(page, carol.profileName).waitFor();
    await expect.poll(() => stat(page, 'Total Profiles').textContent()).toBe(String(before + 1));
    await context.close();
  });

  it('View shows name, email, community, apartment and water score', async () => {
    const { context, page } = await openAdmin();
    const profile = (await apiProfiles()).find((p) => p.id === alice.id)!;
    expect(profile.waterScore).toBeGreaterThan(0);
    const view = rowButton(row(page, alice.profileName), 'View');
    await view.click();
    const dialog = page.getByRole('dialog', { name: 'Profile Details' });
    await dialog.waitFor();
    const text = (await dialog.textContent()) ?? '';
    for (const part of [
      alice.profileName,
      alice.email,
      community,
      alice.apartment,
      `Water Score${profile.waterScore}`,
    ]) {
      expect(text).toContain(part);
    }
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Focus goes back to the button that opened it.
    expect(await view.evaluate((el) => el === document.activeElement)).toBe(true);

    // The administrator's own row has View too.
    const adminRow = page
      .locator('.admin-table tbody tr')
      .filter({ has: page.locator('.wf-badge', { hasText: /^ADMIN$/ }) });
    await rowButton(adminRow, 'View').click();
    await page.getByRole('dialog', { name: 'Profile Details' }).getByText(ADMIN.email).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await context.close();
  });

  it('pages a long list: 100 rows, then Show more', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await useSession(context, baseUrl, adminCookie);
    const now = new Date().toISOString();
    const many = Array.from({ length: 250 }, (_, i) => ({
      id: 100_000 + i,
      profileName: `Many ${i}`,
      profile_name: `Many ${i}`,
      email: `many${i}@example.com`,
      apartment: `M-${i}`,
      apartmentCommunityName: 'Many Towers',
      apartment_community_name: 'Many Towers',
      isAdmin: false,
      waterScore: 0,
      directWaterScore: 0,
      indirectWaterScore: 0,
      createdAt: now,
    }));
    await rewriteTrpc(page, 'admin.listProfiles', () => ({ success: true, users: many }));
    await page.goto('/admin');
    await page.getByText('Showing 100 of 250 profiles.').waitFor();
    expect(await page.locator('.admin-table tbody tr').count()).toBe(100);
    expect(await stat(page, 'Search Results').textContent()).toBe('250');
    await page.getByRole('button', { name: 'Show more profiles' }).click();
    await page.getByText('Showing 200 of 250 profiles.').waitFor();
    await page.getByRole('button', { name: 'Show more profiles' }).click();
    await expect.poll(() => page.locator('.admin-table tbody tr').count()).toBe(250);
    expect(await page.getByRole('button', { name: 'Show more profiles' }).count()).toBe(0);
    // A search starts from the first page again.
    await search(page).fill('many 1');
    await expect.poll(() => stat(page, 'Search Results').textContent()).toBe('111');
    expect(await page.locator('.admin-table tbody tr').count()).toBe(100);
    await context.close();
  });
});

// --- deletion ------------------------------------------------------------------------------------

describe('/admin deletion (spec sections 2, 4 and 8)', () => {
  const community = `Riverside ${unique()}`;

  it('Cancel (and Escape) keep the profile; the modal is accessible', async () => {
    const dora = await signup(community, `Dora ${unique()}`);
    const { context, page } = await openAdmin();
    const r = row(page, dora.profileName);
    await rowButton(r, 'Delete').click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await dialog.waitFor();
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain(dora.profileName);
    expect(text).toContain(dora.email);
    expect(text).toContain('This action cannot be undone.');
    expect(text).toContain('All profile data and score history will be permanently removed.');
    await dialog.getByRole('button', { name: 'Delete Profile' }).waitFor();
    // Focus starts on Cancel, the safe choice.
    expect(
      await dialog
        .getByRole('button', { name: 'Cancel' })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await r.waitFor();

    await rowButton(r, 'Delete').click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect((await apiProfiles()).some((p) => p.id === dora.id)).toBe(true);
    await context.close();
  });

  it('Confirm deletes the profile with its sessions and score history, and says so for 3 s', async () => {
    const ed = await signup(community, `Ed ${unique()}`);
    await submitScore(baseUrl, ed, answers());
    await submitScore(
      baseUrl,
      ed,
      answers(() => 2),
    );
    expect(
      withDb((db) =>
        db.prepare('select count(*) as n from scores where profile_id = ?').get(ed.id),
      ),
    ).toEqual({ n: 2 });

    const { context, page } = await openAdmin();
    const totalBefore = Number(await stat(page, 'Total Profiles').textContent());
    await rowButton(row(page, ed.profileName), 'Delete').click();
    const deletedText = `Profile "${ed.profileName}" has been deleted successfully.`;
    const stayed = await watchMessage(page, deletedText);
    await page
      .getByRole('dialog', { name: 'Confirm Deletion' })
      .getByRole('button', { name: 'Delete Profile' })
      .click();
    await message(page, deletedText).waitFor();
    await row(page, ed.profileName).waitFor({ state: 'detached' });
    expect(await stat(page, 'Total Profiles').textContent()).toBe(String(totalBefore - 1));

    // Gone from the API and the database, sessions and scores included.
    expect((await apiProfiles()).some((p) => p.id === ed.id)).toBe(false);
    expect(
      (await fetch(`${baseUrl}/api/users?userId=${ed.id}`, { headers: { cookie: ed.cookie } }))
        .status,
    ).toBe(401);
    expect(
      withDb((db) =>
        db.prepare('select count(*) as n from scores where profile_id = ?').get(ed.id),
      ),
    ).toEqual({ n: 0 });
    expect(
      withDb((db) =>
        db.prepare('select count(*) as n from sessions where profile_id = ?').get(ed.id),
      ),
    ).toEqual({ n: 0 });

    expectStayed(await stayed(), 3000);
    await context.close();
  });

  it('shows the server error, or the network message, when a delete fails', async () => {
    const fay = await signup(community, `Fay ${unique()}`);
    const gus = await signup(community, `Gus ${unique()}`);
    const { context, page } = await openAdmin();

    // Someone else deleted Fay meanwhile: the server answers 404 with its error.
    await rowButton(row(page, fay.profileName), 'Delete').click();
    const res = await fetch(`${baseUrl}/api/users?id=${fay.id}`, {
      method: 'DELETE',
      headers: { cookie: adminCookie, origin: baseUrl },
    });
    expect(res.status).toBe(200);
    await page.getByRole('button', { name: 'Delete Profile' }).click();
    await page
      .getByRole('alert')
      .getByText('Error deleting profile: Profile not found', { exact: true })
      .waitFor();
    // The list reloads and Fay is gone.
    await row(page, fay.profileName).waitFor({ state: 'detached' });

    // The network fails.
    await page.route(
      (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('admin.deleteProfile'),
      (route) => route.abort('internetdisconnected'),
    );
    await rowButton(row(page, gus.profileName), 'Delete').click();
    await page.getByRole('button', { name: 'Delete Profile' }).click();
    await message(page, 'Error deleting profile. Please try again.').waitFor();
    await row(page, gus.profileName).waitFor();
    expect((await apiProfiles()).some((p) => p.id === gus.id)).toBe(true);
    await context.close();
  });
});

// --- exports ---------------------------------------------------------------------------------------

describe('/admin exports (spec sections 2, 8 and 9)', () => {
  const community = `Exports ${unique()}`;
  let hana: Resident;
  let ivan: Resident;

  beforeAll(async () => {
    hana = await signup(community, `Hana ${unique()}`);
    ivan = await signup(community, `Ivan ${unique()}`);
    await submitScore(baseUrl, hana, answers());
    await submitScore(
      baseUrl,
      hana,
      answers(() => 1),
    );
  });

  it('participant scores: CSV and XLSX download with the dated names and the message', async () => {
    const { context, page } = await openAdmin();
    const csv = await download(page, () =>
      page.getByRole('button', { name: 'Export Participant Scores (CSV)' }).click(),
    );
    expect(csv.suggestedFilename()).toBe(`participant_scores_${TODAY()}.csv`);
    await message(page, 'Participant scores exported successfully!').waitFor();
    const rows = csvRows((await read(csv)).toString('utf8'));
    expect(rows[0]).toEqual([
      'Profile Name',
      'Email',
      'Community',
      'Apartment',
      'Total Attempts',
      'Best Score',
      'Average Score',
      'Latest Score Date',
      'Profile Created Date',
    ]);
    const hanaRow = rows.find((r) => r[1] === hana.email);
    expect(hanaRow?.slice(0, 5)).toEqual([
      hana.profileName,
      hana.email,
      community,
      hana.apartment,
      '2',
    ]);
    expect(rows.find((r) => r[1] === ivan.email)?.[4]).toBe('0');
    expect(rows.some((r) => r[1] === ADMIN.email)).toBe(false);

    const xlsx = await download(page, () =>
      page.getByRole('button', { name: 'Export Participant Scores (XLSX)' }).click(),
    );
    expect(xlsx.suggestedFilename()).toBe(`participant_scores_${TODAY()}.xlsx`);
    expect((await read(xlsx)).subarray(0, 2).toString('latin1')).toBe('PK');
    await message(page, 'Participant scores exported successfully!').waitFor();
    await context.close();
  });

  it('questionnaire responses: CSV and XLSX, one row per attempt; the message stays 5 s', async () => {
    const { context, page } = await openAdmin();
    const stayed = await watchMessage(page, 'Questionnaire responses exported successfully!');
    const csv = await download(page, () =>
      page.getByRole('button', { name: 'Export Questionnaire Responses (CSV)' }).click(),
    );
    expect(csv.suggestedFilename()).toMatch(/^questionnaire_responses_\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = csvRows((await read(csv)).toString('utf8'));
    expect(rows[0]).toHaveLength(8 + 31);
    expect(rows.filter((r) => r[1] === hana.email)).toHaveLength(2);
    expect(rows.some((r) => r[1] === ADMIN.email)).toBe(false);
    expectStayed(await stayed(), 5000);

    const xlsx = await download(page, () =>
      page.getByRole('button', { name: 'Export Questionnaire Responses (XLSX)' }).click(),
    );
    expect(xlsx.suggestedFilename()).toMatch(/^questionnaire_responses_\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect((await read(xlsx)).subarray(0, 2).toString('latin1')).toBe('PK');
    await context.close();
  });

  it('PDF report: Generating PDF... while it runs, progress, the file and the message for 3 s', async () => {
    const { context, page } = await openAdmin();
    // Hold the server's answer back a moment so the running state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/exports/report.pdf', async (route) => {
      await held;
      await route.continue();
    });
    const button = page.getByRole('button', { name: /Generate PDF Report|Generating PDF\.\.\./ });
    const stayed = await watchMessage(page, 'PDF report generated successfully!');
    const [file] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      (async () => {
        await button.click();
        await page.getByRole('button', { name: 'Generating PDF...', exact: true }).waitFor();
        expect(await button.isDisabled()).toBe(true);
        expect(await button.textContent()).toBe('Generating PDF...');
        // The other exports wait meanwhile; progress is on screen.
        expect(
          await page.getByRole('button', { name: 'Export Participant Scores (CSV)' }).isDisabled(),
        ).toBe(true);
        await page.getByRole('progressbar', { name: 'Preparing the PDF report…' }).waitFor();
        await page
          .getByTestId('export-bytes')
          .getByText(/received$/)
          .waitFor();
        release();
      })(),
    ]);
    expect(file.suggestedFilename()).toBe(`questionnaire_report_${TODAY()}.pdf`);
    const pdf = await read(file);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('Total Participants');
    expect(text).not.toContain(ADMIN.email);
    await page.getByRole('button', { name: 'Generate PDF Report', exact: true }).waitFor();
    expect(await page.getByRole('progressbar').count()).toBe(0);
    expectStayed(await stayed(), 3000);
    await context.close();
  });

  it('individual PDF: named with the profile and the date, with its message', async () => {
    const { context, page } = await openAdmin();
    const file = await download(page, () => rowButton(row(page, hana.profileName), 'PDF').click());
    const stem = hana.profileName.replace(/\s+/g, '_');
    expect(file.suggestedFilename()).toBe(`${stem}_report_${TODAY()}.pdf`);
    const text = await pdfText(await read(file));
    expect(text).toContain(hana.profileName);
    await message(
      page,
      `Individual PDF report for ${hana.profileName} generated successfully!`,
    ).waitFor();
    await context.close();
  });

  it('shows the spec failure messages when a PDF cannot be made, and Cancel stops an export', async () => {
    const { context, page } = await openAdmin();
    await page.route('**/api/exports/report.pdf', (route) =>
      route.fulfill({ status: 500, json: { error: 'boom' } }),
    );
    await page.route('**/api/exports/profiles/*/report.pdf', (route) =>
      route.fulfill({ status: 500, json: { error: 'boom' } }),
    );
    await page.getByRole('button', { name: 'Generate PDF Report' }).click();
    await page
      .getByRole('alert')
      .getByText('Error generating PDF. Please try again.', { exact: true })
      .waitFor();
    await page.getByRole('button', { name: 'Generate PDF Report', exact: true }).waitFor();
    await rowButton(row(page, ivan.profileName), 'PDF').click();
    await message(page, 'Error generating individual PDF. Please try again.').waitFor();

    // A held export can be cancelled; nothing is downloaded.
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await page.route('**/api/exports/participant-scores.csv', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue().catch(() => undefined);
    });
    await page.getByRole('button', { name: 'Export Participant Scores (CSV)' }).click();
    await page.getByRole('button', { name: 'Cancel export' }).click();
    await message(page, 'Export cancelled.').waitFor();
    await page.waitForTimeout(2000);
    expect(downloads).toBe(0);
    await context.close();
  });
});

// --- migration ------------------------------------------------------------------------------------

describe('/admin legacy migration (issue 5 part 3)', () => {
  it('confirms, reports the real number of entries updated, and exports them as legacy', async () => {
    const community = `Legacy ${unique()}`;
    const june = await signup(community, `June ${unique()}`);
    // Attempts with a score but no answers, as an older database holds them (not yet legacy).
    const day = 86_400_000;
    withDb((db) => {
      const insert = db.prepare(
        'insert into scores (profile_id, total_score, direct_score, indirect_score, responses, is_legacy, created_at) values (?, ?, ?, ?, null, 0, ?)',
      );
      for (let i = 0; i < 3; i += 1)
        insert.run(june.id, 60 + i, 40 + i, 20, Date.now() - (i + 2) * day);
    });
    // Attempts imported by a resident are legacy already and do not count again.
    await fetch(`${baseUrl}/api/scores/legacy`, {
      method: 'POST',
      headers: { cookie: june.cookie, 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({
        entries: [
          {
            score: 50,
            directScore: 30,
            indirectScore: 20,
            date: new Date(Date.now() - 10 * day).toISOString(),
          },
        ],
      }),
    }).then((res) => expect(res.status).toBe(200));

    const pending = () =>
      (
        withDb((db) =>
          db
            .prepare('select count(*) as n from scores where responses is null and is_legacy = 0')
            .get(),
        ) as { n: number }
      ).n;
    const n = pending();
    expect(n).toBeGreaterThanOrEqual(3);

    const { context, page } = await openAdmin();
    await page.getByRole('button', { name: 'Migrate Legacy Data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Migrate Legacy Data' });
    await dialog.waitFor();
    // Cancel changes nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(pending()).toBe(n);

    await page.getByRole('button', { name: 'Migrate Legacy Data' }).click();
    await dialog.getByRole('button', { name: 'Run Migration' }).click();
    const done = message(
      page,
      `Data migration completed! ${n} legacy entries updated. Legacy data will now show "Legacy Data - Individual responses not available" in exports.`,
    );
    await done.waitFor();
    expect(pending()).toBe(0);

    const csv = await download(page, () =>
      page.getByRole('button', { name: 'Export Questionnaire Responses (CSV)' }).click(),
    );
    const rows = csvRows((await read(csv)).toString('utf8')).filter((r) => r[1] === june.email);
    expect(rows).toHaveLength(4);
    for (const r of rows)
      expect(r.slice(8)).toEqual(
        Array(31).fill('Legacy Data - Individual responses not available'),
      );

    // Run again: nothing left to update.
    const stayed = await watchMessage(
      page,
      'Data migration completed! 0 legacy entries updated. Legacy data will now show "Legacy Data - Individual responses not available" in exports.',
    );
    await page.getByRole('button', { name: 'Migrate Legacy Data' }).click();
    await dialog.getByRole('button', { name: 'Run Migration' }).click();
    expectStayed(await stayed(), 5000);
    await context.close();
  });
});

// --- accessibility and phone --------------------------------------------------------------------

describe('/admin accessibility and phone width', () => {
  it('is axe-clean and works by keyboard', async () => {
    const kim = await signup(`Keys ${unique()}`, `Kim ${unique()}`);
    const { context, page } = await openAdmin();
    expect(await seriousViolations(page)).toEqual([]);

    // Search by keyboard.
    await search(page).focus();
    await page.keyboard.type(kim.profileName);
    await expect.poll(() => page.locator('.admin-table tbody tr').count()).toBe(1);
    // Tab on to the table region, past the three sort buttons (issue 11), then to the row's
    // buttons.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('region');
    for (const name of ['Latest Score', 'Attempts', 'Last Attempt']) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(name);
    }
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      `Delete ${kim.profileName}`,
    );
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await dialog.waitFor();
    // Tab stays inside the modal.
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      `Delete ${kim.profileName}`,
    );
    await context.close();
  });

  it('fits a 390 px phone: each profile is a card with its buttons in view, axe-clean', async () => {
    const { context, page } = await openAdmin(PHONE);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // Nothing scrolls sideways, the table included.
    const table = page.locator('.admin-table-scroll');
    expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const inView = async (locator: Locator, name: string) => {
      const box = await locator.boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.x, name).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(PHONE.width);
    };
    for (const name of [
      'Refresh',
      'Logout',
      'Export Participant Scores (CSV)',
      'Generate PDF Report',
      'Migrate Legacy Data',
    ])
      await inView(page.getByRole('button', { name, exact: true }), name);
    // A resident's card: its fields labelled, and View, PDF and Delete on screen.
    const card = page
      .locator('.admin-table tbody tr')
      .filter({ has: page.getByRole('button', { name: /^Delete\b/ }) })
      .first();
    for (const label of ['Email', 'Community', 'Apartment', 'Created'])
      expect(
        await card
          .locator(`td[data-label="${label}"]`)
          .evaluate((el) => getComputedStyle(el, '::before').content),
      ).toBe(`"${label}: "`);
    for (const name of [/^View\b/, /^PDF\b/, /^Delete\b/])
      await inView(card.getByRole('button', { name }), String(name));
    expect(await seriousViolations(page)).toEqual([]);

    // The modal fits the phone too.
    const first = page
      .locator('.admin-table tbody tr')
      .filter({ has: page.getByRole('button', { name: /^Delete\b/ }) })
      .first();
    await rowButton(first, 'Delete').click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await context.close();
  });
});
