// Check-in reminders by email (issue 30, item 1) through a real SMTP server started here: off
// until chosen, a due reminder sent once (also after a restart on the same file), in the
// resident's language with the check-in day and the open pledges, a one-click unsubscribe that
// needs no session, and only in the community's daytime unless the organiser sends now.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayIn } from '@wf/scoring/check-in';
import { formatDay } from '@wf/scoring/reminders';
import { sendDueReminders } from '../src/domain/reminders.ts';
import {
  Client,
  loginAdmin,
  sampleResponses,
  scorePayload,
  signup,
  startServer,
  useTestServer,
  type Resident,
  type TestServer,
} from './helpers.ts';
import { restartableServer, startMailServer } from './reminders.support.ts';

const mail = await startMailServer();
const server = await useTestServer({ env: { SMTP_URL: mail.url } });
afterAll(() => mail.close());

const ZONE = 'Asia/Kolkata';
const today = () => dayIn(new Date(), ZONE);

let admin: Client;
beforeAll(async () => {
  admin = await loginAdmin(server);
});

const mailsTo = (email: string) => mail.received.filter((m) => m.to && toText(m) === email);
function toText(m: ParsedMail): string {
  const to = Array.isArray(m.to) ? m.to[0] : m.to;
  return to?.value[0]?.address ?? '';
}
/** A header as it was sent (mailparser turns List-* headers into a structure of its own). */
function header(m: ParsedMail, name: string): string {
  const line = m.headerLines.find((h) => h.key === name)?.line ?? '';
  return line
    .slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
}

/** The mail's one-click link, on this test server's address (the mail carries PUBLIC_URL). */
function unsubscribeLink(m: ParsedMail, on: TestServer): string {
  const link = new URL(header(m, 'list-unsubscribe').replace(/^<|>$/g, ''));
  return new URL(`${link.pathname}${link.search}`, on.url).toString();
}

/** Time passes: the profile's attempts (and pledges) move `days` into the past. */
function age(on: TestServer, profileId: number, days: number) {
  const ms = days * 86_400_000;
  const sqlite = on.database.sqlite;
  sqlite
    .prepare('update scores set created_at = created_at - ? where profile_id = ?')
    .run(ms, profileId);
  sqlite
    .prepare('update profiles set latest_score_at = latest_score_at - ? where id = ?')
    .run(ms, profileId);
  sqlite
    .prepare('update pledges set created_at = created_at - ? where profile_id = ?')
    .run(ms, profileId);
}

/** A resident with an attempt and one open pledge (the first action of their plan). */
async function residentWithPledge(): Promise<{ resident: Resident; pledge: string }> {
  const resident = await signup(server);
  expect((await resident.client.post('/api/scores', scorePayload(sampleResponses(3)))).status).toBe(
    201,
  );
  const { actions } = (await resident.client.get('/api/actions')).body;
  const action = actions[0];
  const res = await resident.client.post('/api/pledges', {
    questionKey: action.questionKey,
    betterAnswer: action.betterAnswer,
  });
  expect(res.status, res.text).toBe(201);
  return { resident, pledge: res.body.pledge.pledge ?? res.body.pledge.text ?? '' };
}

async function optIn(resident: Resident) {
  const res = await resident.client.put('/api/notifications', { email: true });
  expect(res.status, res.text).toBe(200);
  expect(res.body.email).toBe(true);
}

describe('choosing reminders', () => {
  it('are off until chosen, with the next check-in day and the key a phone subscribes with', async () => {
    const r = await signup(server);
    const res = await r.client.get('/api/notifications');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      email: false,
      push: false,
      nextCheckIn: today(),
      vapidPublicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/),
    });
    // After an attempt, 30 days later.
    await r.client.post('/api/scores', scorePayload(sampleResponses(1)));
    expect((await r.client.get('/api/notifications')).body.nextCheckIn).toBe(addDays(today(), 30));
    // Turned on and off again; tRPC answers the same.
    await optIn(r);
    expect((await r.client.trpcQuery('reminders.settings')).body.result.data.email).toBe(true);
    const off = await r.client.trpcMutation('reminders.update', { email: false });
    expect(off.body.result.data.email).toBe(false);
  });

  it('refuses what is not a choice, with a reason', async () => {
    const r = await signup(server);
    const bad = await r.client.put('/api/notifications', { email: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/email must be true or false/);
    const stray = await r.client.put('/api/notifications', { email: true, userId: 1 });
    expect(stray.status).toBe(400);
    expect((await r.client.get('/api/notifications')).body.email).toBe(false);
  });
});

describe('a due reminder', () => {
  let pledged: { resident: Resident; pledge: string };
  let silent: Resident;

  beforeAll(async () => {
    pledged = await residentWithPledge();
    await optIn(pledged.resident);
    // Took the questionnaire 40 days ago: the check-in 30 days after it is due.
    age(server, pledged.resident.id, 40);
    // Also due, but never chose reminders.
    silent = await signup(server);
  });

  it('goes out once, by mail, to those who chose it, naming the check-in day and the open pledges', async () => {
    const first = await admin.post('/api/admin/reminders');
    expect(first.status, first.text).toBe(200);
    expect(first.body.sent).toBeGreaterThanOrEqual(1);
    const mails = mailsTo(pledged.resident.email);
    expect(mails).toHaveLength(1);
    const m = mails[0]!;
    expect(m.subject).toBe('Time for your water check-in');
    const checkIn = addDays(dayIn(new Date(Date.now() - 40 * 86_400_000), ZONE), 30);
    expect(m.text).toContain(`Hello ${pledged.resident.profileName},`);
    expect(m.text).toContain(formatDay(checkIn, 'en'));
    expect(m.text).toContain('Your open pledges:');
    expect(m.text).toMatch(/\n- I will .+/);
    expect(m.text).toContain('http://water.test:8080/questionnaire');
    expect(header(m, 'list-unsubscribe')).toMatch(
      /^<http:\/\/water\.test:8080\/api\/notifications\/unsubscribe\?token=\d+\.[\w-]{43}>$/,
    );
    expect(header(m, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(m.text).toContain(unsubscribeLink(m, { ...server, url: 'http://water.test:8080' }));
    // Nothing for the resident who did not opt in.
    expect(mailsTo(silent.email)).toHaveLength(0);

    // Never twice for the same check-in.
    const again = await admin.post('/api/admin/reminders');
    expect(again.body.sent).toBe(0);
    expect(mailsTo(pledged.resident.email)).toHaveLength(1);
    const rows = server.database.sqlite
      .prepare(
        "select channel, check_in from reminders_sent where profile_id = ? and kind = 'reminder'",
      )
      .all(pledged.resident.id);
    expect(rows).toEqual([{ channel: 'email', check_in: checkIn }]);
  });

  it('is audited when the organiser sends now', async () => {
    const log = await admin.get('/api/admin/audit-log', { action: 'reminders_sent' });
    expect(log.status, log.text).toBe(200);
    expect(log.body.entries.length).toBeGreaterThanOrEqual(2);
    expect(log.body.entries[0].subject).toMatch(/^Reminders due now: \d+ sent$/);
  });

  it('has a one-click link that turns email reminders off without a session', async () => {
    const m = mailsTo(pledged.resident.email)[0]!;
    const page = await new Client(server).get(unsubscribeLink(m, server));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('Email reminders are off');
    expect((await pledged.resident.client.get('/api/notifications')).body.email).toBe(false);
    // Clicking it again changes nothing and still answers.
    expect((await new Client(server).get(unsubscribeLink(m, server))).status).toBe(200);
  });

  it('refuses a bad or altered token with 400', async () => {
    const m = mailsTo(pledged.resident.email)[0]!;
    const link = new URL(unsubscribeLink(m, server));
    const token = link.searchParams.get('token')!;
    const [id, signature] = token.split('.') as [string, string];
    const forged = [
      'nonsense',
      '',
      `${Number(id) + 1}.${signature}`,
      `${id}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
    ];
    for (const bad of forged) {
      const res = await new Client(server).get('/api/notifications/unsubscribe', { token: bad });
      expect(res.status, bad).toBe(400);
      expect(res.body.error).toMatch(/not valid/);
    }
    const missing = await new Client(server).get('/api/notifications/unsubscribe');
    expect(missing.status).toBe(400);
  });

  it('takes RFC 8058’s one-click POST from a mail program (form-encoded, no session)', async () => {
    const r = await signup(server);
    await optIn(r);
    await admin.post('/api/admin/reminders');
    const m = mailsTo(r.email)[0]!;
    const res = await fetch(unsubscribeLink(m, server), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, email: false });
    expect((await r.client.get('/api/notifications')).body.email).toBe(false);
  });
});

describe('in the resident’s language', () => {
  it('a Hindi profile gets the reminder in Hindi, its pledges included', async () => {
    const { resident } = await residentWithPledge();
    expect(
      (await resident.client.trpcMutation('users.setLanguage', { language: 'hi' })).status,
    ).toBe(200);
    await optIn(resident);
    age(server, resident.id, 35);
    await admin.post('/api/admin/reminders');
    const [m] = mailsTo(resident.email);
    expect(m?.subject).toBe('पानी की जाँच का समय');
    expect(m!.text).toContain(`नमस्ते ${resident.profileName},`);
    expect(m!.text).toContain('आपके खुले वादे:');
    // The pledge line in Devanagari, not the English "I will ...".
    const line = m!.text!.split('\n').find((l) => l.startsWith('- '));
    expect(line).toMatch(/[\u0900-\u097F]/);
    expect(line).not.toMatch(/I will/);
    expect(m!.text).toContain('एक क्लिक में बंद करें');
    // Its unsubscribe page is in Hindi too.
    const page = await new Client(server).get(unsubscribeLink(m!, server));
    expect(page.text).toContain('ईमेल से याद दिलाना बंद है');
    expect(page.text).toContain('lang="hi"');
  });
});

describe('the community’s daytime', () => {
  /** A moment at `hour`:30 on today's date in India. */
  const at = (hour: number) => {
    const day = today();
    return new Date(Date.parse(`${day}T${String(hour).padStart(2, '0')}:30:00+05:30`));
  };

  it('the schedule sends nothing at night, and sends in the day', async () => {
    const r = await signup(server);
    await optIn(r);
    expect((await sendDueReminders(server.deps, at(22))).sent).toBe(0);
    expect((await sendDueReminders(server.deps, at(6))).sent).toBe(0);
    expect(mailsTo(r.email)).toHaveLength(0);
    expect((await sendDueReminders(server.deps, at(10))).sent).toBeGreaterThanOrEqual(1);
    expect(mailsTo(r.email)).toHaveLength(1);
    // "Send now" ignores the hour, but never sends twice.
    expect((await sendDueReminders(server.deps, at(23), { anyHour: true })).sent).toBe(0);
  });
});

describe('a mail the server refuses', () => {
  it('fails alone, is not recorded as sent, and is tried again at the next run', async () => {
    const refused = await signup(server, {
      email: `refused.${Date.now()}@example.com`,
    });
    await optIn(refused);
    const ok = await signup(server);
    await optIn(ok);
    const first = await admin.post('/api/admin/reminders');
    expect(first.status, first.text).toBe(200);
    expect(first.body.failed).toBe(1);
    expect(first.body.sent).toBeGreaterThanOrEqual(1);
    expect(mailsTo(ok.email)).toHaveLength(1);
    const claimed = server.database.sqlite
      .prepare('select count(*) from reminders_sent where profile_id = ?')
      .pluck()
      .get(refused.id);
    expect(claimed).toBe(0);
    const second = await admin.post('/api/admin/reminders');
    expect(second.body).toEqual({ sent: 0, failed: 1 });
    const log = await admin.get('/api/admin/audit-log', { action: 'reminders_sent' });
    expect(log.body.entries[0].subject).toBe('Reminders due now: 0 sent, 1 could not go out');
    // Turned off, it is no longer tried.
    await refused.client.put('/api/notifications', { email: false });
    expect((await admin.post('/api/admin/reminders')).body).toEqual({ sent: 0, failed: 0 });
  });
});

describe('two sends at once', () => {
  it('("send now" while the schedule runs, or two processes) send a reminder once', async () => {
    const r = await signup(server);
    await optIn(r);
    const results = await Promise.all([
      admin.post('/api/admin/reminders'),
      admin.trpcMutation('reminders.sendDue'),
      sendDueReminders(server.deps, new Date(), { anyHour: true }),
    ]);
    const [rest, trpc, domain] = results;
    expect(rest.status).toBe(200);
    expect(trpc.status).toBe(200);
    expect(rest.body.sent + trpc.body.result.data.sent + domain.sent).toBe(1);
    expect(mailsTo(r.email)).toHaveLength(1);
  });
});

describe('a restart', () => {
  it('never sends a reminder again that was sent before it, and keeps the keys', async () => {
    const restartable = restartableServer({ SMTP_URL: mail.url });
    try {
      let on = await restartable.start();
      const r = await signup(on);
      await optIn(r);
      const key = (await r.client.get('/api/notifications')).body.vapidPublicKey;
      const before = await loginAdmin(on);
      expect((await before.post('/api/admin/reminders')).body.sent).toBe(1);
      expect(mailsTo(r.email)).toHaveLength(1);
      await restartable.stop();

      on = await restartable.start();
      const after = await loginAdmin(on);
      expect((await after.post('/api/admin/reminders')).body.sent).toBe(0);
      expect(mailsTo(r.email)).toHaveLength(1);
      const again = await login(on, r.email, r.password);
      expect((await again.get('/api/notifications')).body.vapidPublicKey).toBe(key);
      // The link in the mail sent before the restart still works.
      const page = await new Client(on).get(unsubscribeLink(mailsTo(r.email)[0]!, on));
      expect(page.status).toBe(200);
    } finally {
      await restartable.dispose();
    }
  });
});

describe('the development outbox (MAIL_OUTBOX_DIR)', () => {
  it('writes each reminder as a JSON file, headers included', async () => {
    const outbox = mkdtempSync(join(tmpdir(), 'wf-outbox-'));
    const on = await startServer({ env: { RATE_LIMITS: 'off', MAIL_OUTBOX_DIR: outbox } });
    try {
      const r = await signup(on);
      expect((await r.client.put('/api/notifications', { email: true })).status).toBe(200);
      const status = await (await loginAdmin(on)).get('/api/admin/reminders/status');
      expect(status.body).toMatchObject({ mailConfigured: true, mailDelivery: 'outbox' });
      expect((await (await loginAdmin(on)).post('/api/admin/reminders')).body.sent).toBe(1);
      const files = readdirSync(outbox).filter((f) => f.endsWith('.json'));
      expect(files).toHaveLength(1);
      const written = JSON.parse(readFileSync(join(outbox, files[0]!), 'utf8'));
      expect(written).toMatchObject({
        to: r.email,
        subject: 'Time for your water check-in',
        headers: {
          'List-Unsubscribe': expect.stringMatching(
            /^<http:\/\/water\.test:8080\/api\/notifications\/unsubscribe\?token=/,
          ),
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      expect(written.text).toContain('/api/notifications/unsubscribe?token=');
    } finally {
      await on.close();
      rmSync(outbox, { recursive: true, force: true });
    }
  });
});

async function login(on: TestServer, email: string, password: string) {
  const client = new Client(on);
  const res = await client.post('/api/auth/login', { identifier: email, password });
  expect(res.status).toBe(200);
  return client;
}
