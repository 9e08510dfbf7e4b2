// Abuse limits, with the production settings (RATE_LIMITS on): login failures per account and per
// IP, participant-code guessing, and password-reset requests.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  PARTICIPANT_CODE,
  attemptLogin,
  assertNoSecretsLeaked,
  expectError,
  expectTrpcError,
  residentData,
  signup,
  startServer,
  useTestServer,
  type Resident,
} from './helpers.ts';

const server = await useTestServer({ env: { RATE_LIMITS: 'on' } });

describe('login failures', () => {
  let victim: Resident;
  let neighbour: Resident;
  beforeAll(async () => {
    victim = await signup(server);
    neighbour = await signup(server);
  });

  it('locks one account after 10 wrong passwords (429) while others log in from the same IP', async () => {
    for (let i = 0; i < 10; i++) {
      // A forged X-Forwarded-For changes nothing: the proxy is not trusted.
      const res = await attemptLogin(server, victim.email, `wrong-${i}`, {
        'x-forwarded-for': `10.0.0.${i}`,
      });
      expectError(res, 401, 'Invalid credentials');
    }
    const locked = await attemptLogin(server, victim.email, 'wrong-again');
    expectError(locked, 429, 'Too many failed login attempts');
    expect(locked.body.error).toMatch(/wait \d+ minutes? and try again/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right password waits, so guessing cannot go on.
    expectError(await attemptLogin(server, victim.email, victim.password), 429);
    // Case and the profile name reach the same account, and the same lock.
    expectError(await attemptLogin(server, victim.email.toUpperCase(), victim.password), 429);
    expectError(await attemptLogin(server, victim.profileName, victim.password), 429);
    // Over tRPC too.
    const trpc = await new Client(server).trpcMutation('auth.login', {
      identifier: victim.email,
      password: victim.password,
    });
    expectTrpcError(trpc, 429, 'Too many failed login attempts');
    // Another resident, same IP, is not affected.
    const other = await attemptLogin(server, neighbour.email, neighbour.password);
    expect(other.status).toBe(200);
    expect(other.body.user.id).toBe(neighbour.id);
  });

  it('counts email and profile name of one account together', async () => {
    const r = await signup(server);
    for (let i = 0; i < 10; i++) {
      const identifier = i % 2 === 0 ? r.email : r.profileName.toUpperCase();
      expectError(await attemptLogin(server, identifier, `nope-${i}`), 401);
    }
    expectError(await attemptLogin(server, r.profileName, r.password), 429);
  });

  it('limits guesses against unknown identifiers too', async () => {
    for (let i = 0; i < 10; i++)
      expectError(await attemptLogin(server, 'ghost@example.com', `x-${i}`), 401);
    expectError(await attemptLogin(server, 'GHOST@example.com', 'x'), 429);
  });

  it('forgives earlier failures after a successful login', async () => {
    const r = await signup(server);
    for (let i = 0; i < 9; i++) expectError(await attemptLogin(server, r.email, `bad-${i}`), 401);
    expect((await attemptLogin(server, r.email, r.password)).status).toBe(200);
    for (let i = 0; i < 9; i++) expectError(await attemptLogin(server, r.email, `bad-${i}`), 401);
    expect((await attemptLogin(server, r.email, r.password)).status).toBe(200);
  });
});

describe('password reset requests', () => {
  it('allows 3 per email, then answers 429 without mailing', async () => {
    const r = await signup(server);
    for (let i = 0; i < 3; i++) {
      const res = await new Client(server).post('/api/auth/forgot-password', { email: r.email });
      expect(res.status).toBe(200);
      server.secrets.add(server.mails.at(-1)!.token);
    }
    const mails = server.mails.length;
    const res = await new Client(server).post('/api/auth/forgot-password', {
      email: r.email.toUpperCase(),
    });
    expectError(res, 429, 'Too many password reset requests');
    expect(server.mails.length).toBe(mails);
  });
});

describe('participant codes', () => {
  it('answers 429 after 10 wrong codes from one IP, even for the right code', async () => {
    const own = await startServer({ env: { RATE_LIMITS: 'on' } });
    try {
      const post = (code: string) => {
        const data = residentData({ participantCode: code });
        own.secrets.add(data.password);
        return new Client(own).post('/api/auth/signup', data);
      };
      for (let i = 0; i < 10; i++)
        expectError(await post(`GUESS-${i}`), 400, 'Invalid participant code');
      const blocked = await post('GUESS-10');
      expectError(blocked, 429, 'Too many wrong participant codes');
      expect(blocked.body.error).toMatch(/wait \d+ minutes? and try again/);
      expectError(await post(PARTICIPANT_CODE), 429);
      const trpc = await new Client(own).trpcMutation(
        'auth.signup',
        residentData({ participantCode: 'X' }),
      );
      expectTrpcError(trpc, 429, 'Too many wrong participant codes');
      // No profile was created by any of it.
      expect(own.database.sqlite.prepare('select count(*) from profiles').pluck().get()).toBe(1);
      assertNoSecretsLeaked(own);
    } finally {
      await own.close();
    }
  });
});
