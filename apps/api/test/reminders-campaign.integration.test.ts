// The organiser's campaign (issue 30, item 2): dates checked (400s a person can act on), an
// announcement previewed, then sent once to every resident with a reminder on (409 after),
// audited; the campaign's check-in days making reminders due; who came back at each check-in,
// as counts and percentages only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayIn } from '@wf/scoring/check-in';
import { formatDay } from '@wf/scoring/reminders';
import {
  loginAdmin,
  sampleResponses,
  scorePayload,
  signup,
  useTestServer,
  type Client,
  type Resident,
  type TestServer,
} from './helpers.ts';
import { download, pdfToText } from './exports.support.ts';
import { startMailServer } from './reminders.support.ts';

const mail = await startMailServer();
const server = await useTestServer({ env: { SMTP_URL: mail.url } });
afterAll(() => mail.close());

const today = dayIn(new Date(), 'Asia/Kolkata');
let admin: Client;
beforeAll(async () => {
  admin = await loginAdmin(server);
});

const mailsTo = (email: string) =>
  mail.received.filter((m) => {
    const to = Array.isArray(m.to) ? m.to[0] : m.to;
    return to?.value[0]?.address === email;
  });

function age(on: TestServer, profileId: number, days: number) {
  const ms = days * 86_400_000;
  on.database.sqlite
    .prepare('update scores set created_at = created_at - ? where profile_id = ?')
    .run(ms, profileId);
  on.database.sqlite
    .prepare('update profiles set latest_score_at = latest_score_at - ? where id = ?')
    .run(ms, profileId);
}

async function answered(resident: Resident) {
  const res = await resident.client.post('/api/scores', scorePayload(sampleResponses(2)));
  expect(res.status, res.text).toBe(201);
}

async function optIn(resident: Resident) {
  expect((await resident.client.put('/api/notifications', { email: true })).status).toBe(200);
}

describe('saving a campaign', () => {
  it('there is none at first, and no announcement or returns without one', async () => {
    expect((await admin.get('/api/admin/campaign')).body).toEqual({ campaign: null });
    expect((await admin.get('/api/admin/campaign/announcement')).status).toBe(404);
    expect((await admin.post('/api/admin/campaign/announcement')).status).toBe(404);
    expect((await admin.get('/api/admin/campaign/returns')).status).toBe(404);
  });

  it('refuses dates that do not make a campaign, saying what to change, and stores nothing', async () => {
    const cases: [unknown, RegExp][] = [
      [{ start: '2026-11-10', end: '2026-11-01', checkIns: [] }, /end must be on or after/],
      [
        { start: '2026-11-01', end: '2026-11-30', checkIns: ['2026-12-01'] },
        /between the start and the end/,
      ],
      [
        { start: '2026-11-01', end: '2026-11-30', checkIns: ['2026-10-31'] },
        /between the start and the end/,
      ],
      [{ start: '2026-02-30', end: '2026-03-30', checkIns: [] }, /start must be a date/],
      [{ start: '1 Nov 2026', end: '2026-11-30', checkIns: [] }, /start must be a date/],
      [{ end: '2026-11-30', checkIns: [] }, /start is required/],
      [{ start: '2026-11-01', end: '2026-11-30', checkIns: 'soon' }, /checkIns must be a list/],
      [{ start: '2026-11-01', end: '2028-11-30', checkIns: [] }, /at most 366 days/],
    ];
    for (const [body, message] of cases) {
      const res = await admin.put('/api/admin/campaign', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatch(message);
      const trpc = await admin.trpcMutation('reminders.saveCampaign', body);
      expect(trpc.status, JSON.stringify(body)).toBe(400);
    }
    expect((await admin.get('/api/admin/campaign')).body).toEqual({ campaign: null });
  });

  it('saves a good one (check-ins sorted, repeats dropped), audited', async () => {
    const res = await admin.put('/api/admin/campaign', {
      start: '2026-11-01',
      end: '2026-11-30',
      checkIns: ['2026-11-30', '2026-11-01', '2026-11-15', '2026-11-15'],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      campaign: {
        start: '2026-11-01',
        end: '2026-11-30',
        checkIns: ['2026-11-01', '2026-11-15', '2026-11-30'],
        announcementSentAt: null,
      },
    });
    const log = await admin.get('/api/admin/audit-log', { action: 'campaign_saved' });
    expect(log.body.entries[0].subject).toBe(
      'Campaign 2026-11-01 to 2026-11-30, check-ins: 2026-11-01, 2026-11-15, 2026-11-30',
    );
  });
});

describe('the announcement', () => {
  let english: Resident;
  let hindi: Resident;
  let silent: Resident;

  beforeAll(async () => {
    english = await signup(server);
    hindi = await signup(server);
    silent = await signup(server);
    await optIn(english);
    await optIn(hindi);
    await hindi.client.trpcMutation('users.setLanguage', { language: 'hi' });
    const saved = await admin.put('/api/admin/campaign', {
      start: today,
      end: addDays(today, 30),
      checkIns: [addDays(today, 10), addDays(today, 30)],
    });
    expect(saved.status, saved.text).toBe(200);
  });

  it('is previewed first: subject and text in each language, and how many it reaches', async () => {
    const res = await admin.get('/api/admin/campaign/announcement');
    expect(res.status, res.text).toBe(200);
    expect(res.body.recipients).toEqual({ email: 2, push: 0, residents: 2 });
    expect(res.body.mailConfigured).toBe(true);
    const [en, hi] = res.body.messages;
    expect(en.language).toBe('en');
    expect(en.subject).toMatch(/^Our water campaign: .+ to .+$/);
    expect(en.text).toContain('Dear residents of Green Valley Apartments,');
    expect(en.text).toContain('Check in on these days:');
    expect(hi.language).toBe('hi');
    expect(hi.subject).toMatch(/^हमारा पानी अभियान: .+ से .+$/);
    expect(hi.push.title).toBe(hi.subject);
    // A preview sends nothing.
    expect(mailsTo(english.email)).toHaveLength(0);
    const trpc = await admin.trpcQuery('reminders.announcementPreview');
    expect(trpc.body.result.data).toEqual(res.body);
  });

  it('is sent once to each resident with a reminder on, in their language, audited', async () => {
    const res = await admin.post('/api/admin/campaign/announcement');
    expect(res.status, res.text).toBe(200);
    expect(res.body.sent).toBe(2);
    const [en] = mailsTo(english.email);
    const [hi] = mailsTo(hindi.email);
    expect(en?.subject).toMatch(/^Our water campaign/);
    expect(hi?.subject).toMatch(/^हमारा पानी अभियान/);
    const unsubscribe = hi?.headerLines.find((h) => h.key === 'list-unsubscribe')?.line;
    expect(unsubscribe).toMatch(/unsubscribe\?token=/);
    expect(mailsTo(silent.email)).toHaveLength(0);

    const again = await admin.post('/api/admin/campaign/announcement');
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/already sent/);
    const trpc = await admin.trpcMutation('reminders.sendAnnouncement');
    expect(trpc.status).toBe(409);
    expect(mailsTo(english.email)).toHaveLength(1);

    const campaign = (await admin.get('/api/admin/campaign')).body.campaign;
    expect(campaign.announcementSentAt).toBe(res.body.sentAt);
    const log = await admin.get('/api/admin/audit-log', { action: 'announcement_sent' });
    expect(log.body.entries).toHaveLength(1);
    expect(log.body.entries[0].subject).toContain(`campaign ${today} to ${addDays(today, 30)}`);
    // Saving the same campaign's dates again keeps it sent.
    await admin.put('/api/admin/campaign', {
      start: today,
      end: addDays(today, 31),
      checkIns: [addDays(today, 10)],
    });
    expect((await admin.post('/api/admin/campaign/announcement')).status).toBe(409);
  });
});

describe('check-in days make reminders due', () => {
  it('asks those who have not answered since the previous check-in, and only them', async () => {
    const stale = await signup(server);
    const fresh = await signup(server);
    const never = await signup(server);
    await answered(stale);
    await answered(fresh);
    for (const r of [stale, fresh, never]) await optIn(r);
    // A campaign that began 20 days ago, with check-ins then and today.
    const start = addDays(today, -20);
    await admin.put('/api/admin/campaign', {
      start,
      end: addDays(today, 10),
      checkIns: [start, today],
    });
    age(server, stale.id, 25); // before the campaign: due at today's check-in
    age(server, fresh.id, 5); // after the first check-in: has answered
    expect((await stale.client.get('/api/notifications')).body.nextCheckIn).toBe(today);
    expect((await fresh.client.get('/api/notifications')).body.nextCheckIn).toBe(
      addDays(today, 30 - 5),
    );
    await admin.post('/api/admin/reminders');
    expect(mailsTo(stale.email)).toHaveLength(1);
    expect(mailsTo(never.email)).toHaveLength(1);
    expect(mailsTo(fresh.email)).toHaveLength(0);
    const keys = server.database.sqlite
      .prepare(
        "select distinct check_in from reminders_sent where kind = 'reminder' and profile_id in (?, ?)",
      )
      .pluck()
      .all(stale.id, never.id);
    expect(keys).toEqual([today]);
  });
});

describe('who came back', () => {
  it('counts residents at each check-in, with percentages, never names', async () => {
    const start = addDays(today, -14);
    await admin.put('/api/admin/campaign', {
      start,
      end: addDays(today, 14),
      checkIns: [addDays(today, -7), today, addDays(today, 7)],
    });
    const early = await signup(server); // answered 10 days ago: the first check-in's window
    const late = await signup(server); // answered today: the second's
    await answered(early);
    await answered(late);
    await optIn(late);
    age(server, early.id, 10);
    const res = await admin.get('/api/admin/campaign/returns');
    expect(res.status, res.text).toBe(200);
    const residents = server.database.sqlite
      .prepare('select count(*) from profiles where is_admin = 0')
      .pluck()
      .get() as number;
    expect(res.body.residents).toBe(residents);
    const [first, second, third] = res.body.checkIns;
    expect(first).toMatchObject({
      day: addDays(today, -7),
      from: start,
      until: addDays(today, -1),
    });
    expect(second).toMatchObject({ day: today, from: today, until: addDays(today, 6) });
    expect(third).toMatchObject({ day: addDays(today, 7), upcoming: true, returned: 0 });
    // Everyone who answered in this file did so today or was moved back: count them by window.
    expect(first.returned).toBeGreaterThanOrEqual(1);
    expect(second.returned).toBeGreaterThanOrEqual(1);
    expect(second.optedInReturned).toBeGreaterThanOrEqual(1);
    expect(second.percentOfResidents).toBe(Math.round((second.returned / residents) * 1000) / 10);
    expect(second.percentOfOptedIn).toBe(
      Math.round((second.optedInReturned / res.body.optedIn) * 1000) / 10,
    );
    // Counts only: no resident's name or email anywhere in the answer.
    for (const r of [early, late]) {
      expect(res.text).not.toContain(r.profileName);
      expect(res.text).not.toContain(r.email);
    }
    const trpc = await admin.trpcQuery('reminders.returns');
    expect(trpc.body.result.data).toEqual(res.body);
  });
});

describe('the notice-board poster', () => {
  it('carries the campaign’s dates in each language while it runs', async () => {
    const start = addDays(today, -3);
    await admin.put('/api/admin/campaign', {
      start,
      end: addDays(today, 20),
      checkIns: [addDays(today, 5)],
    });
    const en = await download(server.url, admin, '/api/exports/poster.pdf?lang=en');
    expect(en.status).toBe(200);
    const text = pdfToText(en.bytes).replace(/\s+/g, ' ');
    expect(text).toContain(`Our water campaign: ${formatDay(start, 'en')} to`);
    expect(text).toContain(`Check in on ${formatDay(addDays(today, 5), 'en')}.`);
    expect(text).not.toContain('every 30 days');
    const hi = await download(server.url, admin, '/api/exports/poster.pdf?lang=hi');
    expect(pdfToText(hi.bytes)).toContain('अभियान');
  });
});
