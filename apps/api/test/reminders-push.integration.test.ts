// Reminders on a phone (issue 30, item 1): Web Push to a local endpoint started here, which
// checks what a push service checks (the VAPID signature for its origin) and what the phone
// reads (the payload, decrypted with the phone's own keys); a phone whose push service answers
// 410 is forgotten. No mail server here: email reminders go nowhere, and /admin says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signup, useTestServer, type Client, type Resident } from './helpers.ts';
import {
  checkVapid,
  decryptPush,
  phone,
  startPushEndpoint,
  type Phone,
} from './reminders.support.ts';

const endpoint = await startPushEndpoint();
const server = await useTestServer();
afterAll(() => endpoint.close());

let admin: Client;
beforeAll(async () => {
  admin = await loginAdmin(server);
});

const requestsTo = (path: string) => endpoint.requests.filter((r) => r.path === path);
const subscriptions = (profileId: number) =>
  server.database.sqlite
    .prepare('select endpoint from push_subscriptions where profile_id = ? order by id')
    .pluck()
    .all(profileId) as string[];

async function subscribe(resident: Resident, device: Phone) {
  const res = await resident.client.put('/api/notifications', {
    push: true,
    subscription: device.subscription,
  });
  expect(res.status, res.text).toBe(200);
  expect(res.body.push).toBe(true);
  return res.body as { vapidPublicKey: string };
}

describe('turning a phone on', () => {
  it('needs the phone’s subscription, with keys a browser makes', async () => {
    const r = await signup(server);
    const none = await r.client.put('/api/notifications', { push: true });
    expect(none.status).toBe(400);
    expect(none.body.error).toMatch(/push subscription/);
    const device = phone(`${endpoint.url}/ok/x`);
    const badKey = await r.client.put('/api/notifications', {
      push: true,
      subscription: { ...device.subscription, keys: { p256dh: 'abc', auth: 'def' } },
    });
    expect(badKey.status).toBe(400);
    expect(badKey.body.error).toMatch(/p256dh/);
    const badUrl = await r.client.put('/api/notifications', {
      push: true,
      subscription: { ...device.subscription, endpoint: 'ftp://push.example/1' },
    });
    expect(badUrl.status).toBe(400);
    expect(subscriptions(r.id)).toEqual([]);
  });
});

describe('a reminder on a phone', () => {
  let r: Resident;
  let device: Phone;
  let publicKey: string;

  beforeAll(async () => {
    r = await signup(server);
    device = phone(`${endpoint.url}/ok/${r.id}`);
    publicKey = (await subscribe(r, device)).vapidPublicKey;
  });

  it('arrives signed with the server’s VAPID key and encrypted for that phone alone', async () => {
    const res = await admin.post('/api/admin/reminders');
    expect(res.status, res.text).toBe(200);
    expect(res.body.sent).toBeGreaterThanOrEqual(1);
    const [request] = requestsTo(`/ok/${r.id}`);
    expect(request).toBeDefined();
    const claims = checkVapid(
      request!.headers.authorization,
      publicKey,
      device.subscription.endpoint,
    );
    expect(claims.sub).toBe('mailto:admin@example.org');
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request!.headers.ttl)).toBeGreaterThan(0);
    // The body is ciphertext: the payload's words are not in it...
    expect(request!.body.toString('latin1')).not.toContain('check-in');
    // ...and the phone's keys open it.
    const payload = JSON.parse(decryptPush(device, request!.body));
    expect(payload).toEqual({
      title: 'Time for your water check-in',
      body: expect.stringMatching(/^Answer the questionnaire again \(.+\)/),
      url: 'http://water.test:8080/questionnaire',
      tag: 'reminder',
    });
    // Another phone's keys cannot.
    expect(() => decryptPush(phone('https://elsewhere.test/1'), request!.body)).toThrow();
  });

  it('is sent once for a check-in', async () => {
    expect((await admin.post('/api/admin/reminders')).body.sent).toBe(0);
    expect(requestsTo(`/ok/${r.id}`)).toHaveLength(1);
  });
});

describe('a phone that is gone', () => {
  it('is refused by its push service (410) and its subscription removed', async () => {
    const r = await signup(server);
    const gone = phone(`${endpoint.url}/gone/${r.id}`);
    await subscribe(r, gone);
    expect(subscriptions(r.id)).toEqual([gone.subscription.endpoint]);
    const res = await admin.trpcMutation('reminders.sendDue');
    expect(res.status, res.text).toBe(200);
    expect(requestsTo(`/gone/${r.id}`)).toHaveLength(1);
    expect(subscriptions(r.id)).toEqual([]);
    expect((await r.client.get('/api/notifications')).body.push).toBe(false);
    // Nothing was counted as sent to it, and nothing is tried again.
    await admin.post('/api/admin/reminders');
    expect(requestsTo(`/gone/${r.id}`)).toHaveLength(1);
  });

  it('turned off from the profile screen gets nothing: one phone, or every phone', async () => {
    const r = await signup(server);
    const first = phone(`${endpoint.url}/ok/first-${r.id}`);
    const second = phone(`${endpoint.url}/ok/second-${r.id}`);
    await subscribe(r, first);
    await subscribe(r, second);
    const one = await r.client.put('/api/notifications', {
      push: false,
      subscription: first.subscription,
    });
    expect(one.body.push).toBe(true);
    expect(subscriptions(r.id)).toEqual([second.subscription.endpoint]);
    const all = await r.client.put('/api/notifications', { push: false });
    expect(all.body.push).toBe(false);
    expect(subscriptions(r.id)).toEqual([]);
    await admin.post('/api/admin/reminders');
    expect(requestsTo(`/ok/first-${r.id}`)).toHaveLength(0);
    expect(requestsTo(`/ok/second-${r.id}`)).toHaveLength(0);
  });

  it('a shared phone belongs to the profile that turned it on last', async () => {
    const a = await signup(server);
    const b = await signup(server);
    const shared = phone(`${endpoint.url}/ok/shared-${a.id}`);
    await subscribe(a, shared);
    await subscribe(b, shared);
    expect(subscriptions(a.id)).toEqual([]);
    expect(subscriptions(b.id)).toEqual([shared.subscription.endpoint]);
  });
});

describe('without a mail server', () => {
  it('email reminders go nowhere, claim nothing, and /admin says so', async () => {
    const r = await signup(server);
    expect((await r.client.put('/api/notifications', { email: true })).body.email).toBe(true);
    await admin.post('/api/admin/reminders');
    const claimed = server.database.sqlite
      .prepare('select count(*) from reminders_sent where profile_id = ?')
      .pluck()
      .get(r.id);
    expect(claimed).toBe(0);
    const status = await admin.get('/api/admin/reminders/status');
    expect(status.body).toEqual({
      mailConfigured: false,
      mailDelivery: 'none',
      pushConfigured: true,
      optedIn: { email: expect.any(Number), push: expect.any(Number) },
    });
    expect(status.body.optedIn.email).toBeGreaterThanOrEqual(1);
    expect(status.body.optedIn.push).toBeGreaterThanOrEqual(1);
    const trpc = await admin.trpcQuery('reminders.status');
    expect(trpc.body.result.data).toEqual(status.body);
  });
});
