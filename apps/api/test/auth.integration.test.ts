// Section 7, accounts: signup, login, logout, forgot and reset password, and the session cookie.
import { Writable } from 'node:stream';
import { NO_MAIL_SERVER, RESET_MAIL_FAILED } from '../src/domain/mailer.ts';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@wf/scoring/accounts';
import {
  ADMIN,
  Client,
  PUBLIC_URL,
  expectError,
  login,
  residentData,
  signup,
  startServer,
  trpcData,
  useTestServer,
} from './helpers.ts';

const server = await useTestServer();

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** A log stream for a server of a test's own, and the lines written to it. */
function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}
const sessionCount = (profileId: number) =>
  server.database.sqlite
    .prepare('select count(*) from sessions where profile_id = ?')
    .pluck()
    .get(profileId) as number;

describe('POST /api/auth/signup', () => {
  it('creates the profile, answers 201 with { success, user } and starts a session', async () => {
    const data = residentData({
      profileName: '  Asha Rao ',
      email: ' Asha.Rao@Example.COM ',
      apartment: ' C-12 ',
    });
    server.secrets.add(data.password);
    const client = new Client(server);
    const res = await client.post('/api/auth/signup', data);
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.user).toMatchObject({
      profileName: 'Asha Rao',
      profile_name: 'Asha Rao',
      email: 'asha.rao@example.com',
      apartment: 'C-12',
      apartmentCommunityName: data.apartmentCommunityName,
      apartment_community_name: data.apartmentCommunityName,
      isAdmin: false,
      waterScore: 0,
    });
    expect(typeof res.body.user.id).toBe('number');
    expect(res.body.user).not.toHaveProperty('password');
    expect(res.body.user).not.toHaveProperty('passwordHash');
    // The session works at once.
    const me = await client.get('/api/users', { userId: res.body.user.id });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe('asha.rao@example.com');
  });

  it('refuses a duplicate email with 409 "already exists"', async () => {
    const first = await signup(server);
    const res = await new Client(server).post(
      '/api/auth/signup',
      residentData({ email: first.email.toUpperCase() }),
    );
    expectError(res, 409, 'already exists');
  });

  it('refuses a duplicate profile name, whatever its case, with 409 "already exists"', async () => {
    const first = await signup(server, { profileName: 'Maple Family' });
    expect(first.user.profileName).toBe('Maple Family');
    for (const name of [
      'maple family',
      'MAPLE FAMILY',
      ' Maple Family ',
      'Ｍａｐｌｅ Ｆａｍｉｌｙ',
    ]) {
      const res = await new Client(server).post(
        '/api/auth/signup',
        residentData({ profileName: name }),
      );
      expectError(res, 409, 'already exists');
    }
    // Nor may a resident take the administrator's name.
    const admin = await new Client(server).post(
      '/api/auth/signup',
      residentData({ profileName: 'ADMIN' }),
    );
    expectError(admin, 409, 'already exists');
  });

  it('refuses a wrong participant code with "Invalid participant code"', async () => {
    const res = await new Client(server).post(
      '/api/auth/signup',
      residentData({ participantCode: 'WRONG-CODE' }),
    );
    expectError(res, 400, 'Invalid participant code');
  });

  it.each([
    ['profileName', '', MESSAGES.profileNameRequired],
    ['profileName', '   ', MESSAGES.profileNameRequired],
    ['email', '', MESSAGES.emailRequired],
    ['email', 'not-an-email', MESSAGES.emailInvalid],
    ['password', '', MESSAGES.passwordRequired],
    ['password', '12345', MESSAGES.passwordShort],
    ['apartment', '', MESSAGES.apartmentRequired],
    ['participantCode', '', MESSAGES.participantCodeRequired],
    ['apartmentCommunityName', '', MESSAGES.communityRequired],
    ['profileName', 'x'.repeat(61), MESSAGES.profileNameLong],
    ['password', 'p'.repeat(129), MESSAGES.passwordLong],
  ])('validates %s = %j with the spec message', async (field, value, message) => {
    const res = await new Client(server).post('/api/auth/signup', residentData({ [field]: value }));
    expectError(res, 400, message);
  });

  it('names a missing field and an unknown field', async () => {
    const { apartment: _omit, ...rest } = residentData();
    expectError(await new Client(server).post('/api/auth/signup', rest), 400, 'Apartment number');
    const extra = await new Client(server).post('/api/auth/signup', {
      ...residentData(),
      isAdmin: true,
    });
    expectError(extra, 400, 'isAdmin');
  });

  it('refuses the most common passwords with a clear message', async () => {
    const res = await new Client(server).post(
      '/api/auth/signup',
      residentData({ password: 'password' }),
    );
    expectError(res, 400, 'too common');
  });

  it('accepts a long password exactly as typed (not trimmed)', async () => {
    const password = `  ${'ünïcødé-🔑'.repeat(6)}  `;
    const r = await signup(server, { password });
    expect(
      (await new Client(server).post('/api/auth/login', { identifier: r.email, password })).status,
    ).toBe(200);
    const trimmed = await new Client(server).post('/api/auth/login', {
      identifier: r.email,
      password: password.trim(),
    });
    expectError(trimmed, 401, 'Invalid credentials');
  });
});

describe('POST /api/auth/login', () => {
  it('logs in by email, case-insensitively, and returns the user with isAdmin', async () => {
    const r = await signup(server);
    const client = new Client(server);
    const res = await client.post('/api/auth/login', {
      identifier: r.email.toUpperCase(),
      password: r.password,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      user: { id: r.id, email: r.email, isAdmin: false },
    });
    expect(client.token).toBeDefined();
  });

  it('logs in by profile name, case-insensitively', async () => {
    const r = await signup(server, { profileName: 'River Stone' });
    for (const identifier of ['River Stone', 'river stone', 'RIVER STONE']) {
      const res = await new Client(server).post('/api/auth/login', {
        identifier,
        password: r.password,
      });
      expect(res.status, identifier).toBe(200);
      expect(res.body.user.id).toBe(r.id);
    }
  });

  it('logs in by a profile name with non-ASCII letters, in any case', async () => {
    const r = await signup(server, { profileName: 'Émile Ångström 🌊' });
    // Composed as typed, in capitals, and with É decomposed (E + combining acute).
    for (const identifier of [
      'Émile Ångström 🌊',
      'ÉMILE ÅNGSTRÖM 🌊',
      'e\u0301mile ångström 🌊',
    ]) {
      const res = await new Client(server).post('/api/auth/login', {
        identifier,
        password: r.password,
      });
      expect(res.status, identifier).toBe(200);
      expect(res.body.user.profileName).toBe('Émile Ångström 🌊');
    }
  });

  it('refuses a profile name that differs only in the case of non-ASCII letters', async () => {
    await signup(server, { profileName: 'Zoë Straße' });
    for (const name of ['ZOË STRASSE', 'zoë straße', 'Zoe\u0308 Straße']) {
      const res = await new Client(server).post(
        '/api/auth/signup',
        residentData({ profileName: name }),
      );
      expectError(res, 409, 'already exists');
    }
  });

  it("prefers an email match over a profile name that reads like someone's email", async () => {
    const owner = await signup(server);
    const squatter = await signup(server, { profileName: owner.email.toUpperCase() });
    const res = await new Client(server).post('/api/auth/login', {
      identifier: owner.email,
      password: owner.password,
    });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(owner.id);
    // The squatter still logs in by email.
    expect((await login(server, squatter.email, squatter.password)).token).toBeDefined();
  });

  it('understands the usual names of the identifier field', async () => {
    const r = await signup(server);
    for (const key of ['email', 'profileName', 'emailOrProfileName', 'username']) {
      const res = await new Client(server).post('/api/auth/login', {
        [key]: r.email,
        password: r.password,
      });
      expect(res.status, key).toBe(200);
    }
  });

  it('logs the administrator in with isAdmin true', async () => {
    const res = await new Client(server).post('/api/auth/login', {
      identifier: ADMIN.email,
      password: ADMIN.password,
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      isAdmin: true,
      profileName: ADMIN.profileName,
      apartment: 'Admin Office',
      apartmentCommunityName: 'Admin Community',
    });
  });

  it('answers 401 "Invalid credentials" for a wrong password or an unknown identifier', async () => {
    const r = await signup(server);
    const wrong = new Client(server);
    expectError(
      await wrong.post('/api/auth/login', { identifier: r.email, password: 'not-the-password' }),
      401,
      'Invalid credentials',
    );
    expect(wrong.token).toBeUndefined();
    expectError(
      await new Client(server).post('/api/auth/login', {
        identifier: 'nobody@example.com',
        password: r.password,
      }),
      401,
      'Invalid credentials',
    );
  });

  it('requires both fields with the spec message', async () => {
    for (const body of [
      { identifier: 'a@b.co' },
      { password: 'whatever' },
      { identifier: '', password: '' },
    ]) {
      expectError(
        await new Client(server).post('/api/auth/login', body),
        400,
        MESSAGES.loginBothRequired,
      );
    }
  });

  it('creates a new session at every login, stored only as the SHA-256 of the token', async () => {
    const r = await signup(server);
    expect(sessionCount(r.id)).toBe(1);
    const a = await login(server, r.email, r.password);
    const b = await login(server, r.profileName, r.password);
    expect(sessionCount(r.id)).toBe(3);
    const tokens = [r.client.token, a.token, b.token];
    expect(new Set(tokens).size).toBe(3);
    const ids = server.database.sqlite
      .prepare('select id from sessions where profile_id = ?')
      .pluck()
      .all(r.id) as string[];
    for (const token of tokens) {
      expect(token).toMatch(/^[a-z2-7]{32}$/); // base32: 32 x 5 = 160 bits >= 128
      expect(ids).toContain(sha256(token!));
      expect(ids).not.toContain(token);
    }
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie for the whole site', async () => {
    const data = residentData();
    server.secrets.add(data.password);
    const res = await new Client(server).post('/api/auth/signup', data);
    const cookie = res.setCookies.find((c) => c.startsWith('wf_session='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(cookie).toMatch(/;\s*Expires=/i);
    expect(cookie).not.toMatch(/;\s*Secure/i); // plain HTTP here; see the https case below
    const token = cookie!.split(';')[0]!.split('=')[1]!;
    expect(Buffer.byteLength(token) * 5).toBeGreaterThanOrEqual(128 + 32); // 32 base32 chars
  });

  it('marks the cookie Secure when the public URL is https', async () => {
    const secure = await startServer({
      env: { RATE_LIMITS: 'off', PUBLIC_URL: 'https://water.example.org' },
    });
    try {
      const res = await new Client(secure).post('/api/auth/login', {
        identifier: ADMIN.email,
        password: ADMIN.password,
      });
      expect(res.status).toBe(200);
      expect(res.setCookies.join('\n')).toMatch(/wf_session=[^;]+;.*Secure/i);
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    } finally {
      await secure.close();
    }
  });

  it('ignores a forged or unknown session cookie (401) and clears it', async () => {
    const client = new Client(server);
    client.cookies.set('wf_session', 'a'.repeat(32));
    const res = await client.get('/api/scores');
    expectError(res, 401);
    expect(res.setCookies.join('\n')).toMatch(/wf_session=;/);
    expect(client.token).toBeUndefined();
  });

  it('refuses an expired session and deletes it', async () => {
    const r = await signup(server);
    server.database.sqlite
      .prepare('update sessions set expires_at = ? where profile_id = ?')
      .run(Date.now() - 1000, r.id);
    expectError(await r.client.get('/api/scores'), 401);
    expect(sessionCount(r.id)).toBe(0);
  });

  it('renews a session used in the second half of its life', async () => {
    const r = await signup(server);
    const soon = Date.now() + 24 * 60 * 60 * 1000;
    server.database.sqlite
      .prepare('update sessions set expires_at = ? where profile_id = ?')
      .run(soon, r.id);
    const res = await r.client.get('/api/scores');
    expect(res.status).toBe(200);
    expect(res.setCookies.join('\n')).toMatch(/wf_session=/);
    const expiresAt = server.database.sqlite
      .prepare('select expires_at from sessions where profile_id = ?')
      .pluck()
      .get(r.id) as number;
    expect(expiresAt).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
  });
});

describe('POST /api/auth/logout and GET /api/auth/me', () => {
  it('deletes the session, clears the cookie and leaves other sessions alone', async () => {
    const r = await signup(server);
    const other = await login(server, r.email, r.password);
    expect((await r.client.get('/api/auth/me')).body.user.id).toBe(r.id);
    expect(sessionCount(r.id)).toBe(2);
    const token = r.client.token!;
    const res = await r.client.post('/api/auth/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(res.setCookies.join('\n')).toMatch(/wf_session=;/);
    expect(sessionCount(r.id)).toBe(1);
    // The old token is dead even if a client kept it.
    const replay = new Client(server);
    replay.cookies.set('wf_session', token);
    expectError(await replay.get('/api/auth/me'), 401);
    expect((await other.get('/api/auth/me')).status).toBe(200);
  });

  it('is idempotent without a session', async () => {
    const res = await new Client(server).post('/api/auth/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
  });
});

describe('POST /api/auth/forgot-password and /api/auth/reset-password', () => {
  it('answers an unknown email as a known one (nobody learns who has an account), mailing nothing', async () => {
    const known = await signup(server);
    const before = server.mails.length;
    const unknown = await new Client(server).post('/api/auth/forgot-password', {
      email: 'nobody-here@example.com',
    });
    expect(server.mails.length).toBe(before);
    const found = await new Client(server).post('/api/auth/forgot-password', {
      email: known.email,
    });
    expect(server.mails.length).toBe(before + 1);
    server.secrets.add(server.mails.at(-1)!.token);
    // Same status, same body: what to do if no mail comes (issue 28, item 5).
    expect(unknown.status).toBe(200);
    expect(found.status).toBe(200);
    expect(unknown.body).toEqual({ success: true, ifNoMail: MESSAGES.resetNoMail });
    expect(found.body).toEqual(unknown.body);
    const viaTrpc = await new Client(server).trpcMutation('auth.forgotPassword', {
      email: 'nobody-else@example.com',
    });
    expect(trpcData(viaTrpc)).toEqual(unknown.body);
    // A few more, and both get the same "please wait": the limits count an email, known or not.
    const waits = [];
    for (let i = 0; i < 3; i++) {
      const a = await new Client(server).post('/api/auth/forgot-password', {
        email: 'nobody-here@example.com',
      });
      const b = await new Client(server).post('/api/auth/forgot-password', { email: known.email });
      if (b.status === 200) server.secrets.add(server.mails.at(-1)!.token);
      waits.push([a.status, b.status]);
    }
    expect(waits.map(([a]) => a)).toEqual(waits.map(([, b]) => b));
  });

  it('validates the email with the spec message', async () => {
    expectError(
      await new Client(server).post('/api/auth/forgot-password', { email: '' }),
      400,
      MESSAGES.forgotEmailRequired,
    );
    expectError(
      await new Client(server).post('/api/auth/forgot-password', { email: 'nope' }),
      400,
      MESSAGES.emailInvalid,
    );
  });

  it('mails a PUBLIC_URL link (never the Host header) with a token stored only hashed', async () => {
    const r = await signup(server);
    const res = await new Client(server).post(
      '/api/auth/forgot-password',
      { email: r.email.toUpperCase() },
      { headers: { host: 'evil.example.com', 'x-forwarded-host': 'evil.example.com' } },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, ifNoMail: MESSAGES.resetNoMail });
    const mail = server.mails.at(-1)!;
    expect(mail.to).toBe(r.email);
    expect(mail.profileName).toBe(r.profileName);
    expect(mail.link.startsWith(`${PUBLIC_URL}/reset-password?token=`)).toBe(true);
    expect(mail.link).not.toContain('evil');
    server.secrets.add(mail.token);
    expect(Buffer.from(mail.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = server.database.sqlite
      .prepare('select token_hash, expires_at from password_resets where profile_id = ?')
      .all(r.id) as { token_hash: string; expires_at: number }[];
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).toBe(sha256(mail.token));
    // Thirty minutes.
    expect(stored[0]!.expires_at - Date.now()).toBeGreaterThan(29 * 60 * 1000);
    expect(stored[0]!.expires_at - Date.now()).toBeLessThanOrEqual(30 * 60 * 1000);
  });

  it('resets once: new password works, old fails, sessions end, token is single-use', async () => {
    const r = await signup(server);
    const second = await login(server, r.email, r.password);
    await new Client(server).post('/api/auth/forgot-password', { email: r.email });
    const { token } = server.mails.at(-1)!;
    server.secrets.add(token);
    const newPassword = `new-${r.password}`;
    server.secrets.add(newPassword);

    const res = await new Client(server).post('/api/auth/reset-password', {
      token,
      password: newPassword,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });

    expect(sessionCount(r.id)).toBe(0);
    expectError(await r.client.get('/api/auth/me'), 401);
    expectError(await second.get('/api/auth/me'), 401);
    expectError(
      await new Client(server).post('/api/auth/login', {
        identifier: r.email,
        password: r.password,
      }),
      401,
      'Invalid credentials',
    );
    expect((await login(server, r.email, newPassword)).token).toBeDefined();

    const again = await new Client(server).post('/api/auth/reset-password', {
      token,
      password: `${newPassword}-again`,
    });
    expectError(again, 400, 'invalid or has expired');
    expect(
      server.database.sqlite
        .prepare('select count(*) from password_resets where profile_id = ?')
        .pluck()
        .get(r.id),
    ).toBe(0);
  });

  it('replaces an older link with a newer one', async () => {
    const r = await signup(server);
    await new Client(server).post('/api/auth/forgot-password', { email: r.email });
    const older = server.mails.at(-1)!.token;
    await new Client(server).post('/api/auth/forgot-password', { email: r.email });
    const newer = server.mails.at(-1)!.token;
    server.secrets.add(older).add(newer);
    expect(newer).not.toBe(older);
    expectError(
      await new Client(server).post('/api/auth/reset-password', {
        token: older,
        password: 'Another-pass-1',
      }),
      400,
      'invalid or has expired',
    );
    const ok = await new Client(server).post('/api/auth/reset-password', {
      token: newer,
      password: 'Another-pass-1',
    });
    expect(ok.status).toBe(200);
  });

  it('refuses an expired token and leaves the password as it was', async () => {
    const r = await signup(server);
    await new Client(server).post('/api/auth/forgot-password', { email: r.email });
    const { token } = server.mails.at(-1)!;
    server.secrets.add(token);
    server.database.sqlite
      .prepare('update password_resets set expires_at = ? where profile_id = ?')
      .run(Date.now() - 1, r.id);
    expectError(
      await new Client(server).post('/api/auth/reset-password', {
        token,
        password: 'Fresh-pass-22',
      }),
      400,
      'invalid or has expired',
    );
    expect((await login(server, r.email, r.password)).token).toBeDefined();
  });

  it('validates the reset payload (token, password rules, common passwords)', async () => {
    const r = await signup(server);
    await new Client(server).post('/api/auth/forgot-password', { email: r.email });
    const { token } = server.mails.at(-1)!;
    server.secrets.add(token);
    const post = (body: unknown) => new Client(server).post('/api/auth/reset-password', body);
    expectError(await post({ password: 'Fresh-pass-22' }), 400, MESSAGES.resetTokenRequired);
    expectError(await post({ token, password: '123' }), 400, MESSAGES.passwordShort);
    expectError(await post({ token, password: 'password' }), 400, 'too common');
    expectError(
      await post({ token: 'garbage', password: 'Fresh-pass-22' }),
      400,
      'invalid or has expired',
    );
    // None of the failures used the token up.
    expect((await post({ token, password: 'Fresh-pass-22' })).status).toBe(200);
  });

  it('answers a known email as an unknown one when the mail server is down, and logs the failure without the link', async () => {
    const { lines, stream } = capturedLog();
    // Port 9 (discard) on this machine: nothing listens, so every send is refused.
    const down = await startServer({
      env: { RATE_LIMITS: 'off', SMTP_URL: 'smtp://127.0.0.1:9' },
      mailer: null,
      logger: { level: 'info', stream },
    });
    try {
      const r = await signup(down);
      const known = await new Client(down).post('/api/auth/forgot-password', { email: r.email });
      const unknown = await new Client(down).post('/api/auth/forgot-password', {
        email: 'nobody-at-all@example.com',
      });
      expect(known.status).toBe(200);
      expect(known.body).toEqual(unknown.body);
      expect(known.body).toEqual({ success: true, ifNoMail: MESSAGES.resetNoMail });
      await expect
        .poll(() => lines.map((l) => JSON.parse(l)).find((l) => l.msg === RESET_MAIL_FAILED)?.to)
        .toBe(r.email);
      expect(lines.join('\n')).not.toMatch(/reset-password\?token=/);
    } finally {
      await down.close();
    }
  });

  // Issue 14, item 8: this test used to prove the link WAS logged; logs must never carry a
  // reset token or link, so it now proves the opposite.
  it('never logs the link or token when no SMTP_URL is set; logs only that a reset was asked for', async () => {
    const { lines, stream } = capturedLog();
    const logged = await startServer({
      env: { RATE_LIMITS: 'off' },
      mailer: null,
      logger: { level: 'trace', stream },
    });
    try {
      const r = await signup(logged);
      const res = await new Client(logged).post('/api/auth/forgot-password', { email: r.email });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, ifNoMail: MESSAGES.resetNoMail });
      const entries = lines.map((l) => JSON.parse(l));
      const entry = entries.find((l) => l.msg === NO_MAIL_SERVER);
      expect(entry?.to).toBe(r.email);
      const all = lines.join('\n');
      expect(all).not.toMatch(/reset-password\?token=/);
      expect(all).not.toMatch(/resetLink/i);
      // The token exists (stored hashed) but appears nowhere in the log.
      const hashes = logged.database.sqlite
        .prepare('select token_hash from password_resets where profile_id = ?')
        .pluck()
        .all(r.id) as string[];
      expect(hashes).toHaveLength(1);
      for (const hash of hashes) expect(all).not.toContain(hash);
      // The request log never carries the password or the session cookie.
      expect(all).not.toContain(r.password);
      expect(all).not.toContain(r.client.token!);
    } finally {
      await logged.close();
    }
  });
});

describe('GET /api/health', () => {
  it('answers without a session', async () => {
    const res = await new Client(server).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });
});
