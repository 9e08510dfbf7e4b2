// Issue 14, item 5: a real strength estimator (zxcvbn-ts with its dictionaries) at signup, reset
// and change password; change password ends the other sessions.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@wf/scoring/accounts';
import { WRONG_CURRENT_PASSWORD } from '../src/domain/accounts.ts';
import {
  Client,
  expectError,
  expectTrpcError,
  login,
  residentData,
  signup,
  useTestServer,
} from './helpers.ts';

const server = await useTestServer();

describe('the strength check', () => {
  it("refuses what zxcvbn rates 0 or 1 at signup, with its advice ('water2024' included)", async () => {
    for (const password of ['water2024', 'Password123', 'aaaaaaaa', 'qwerty123']) {
      const res = await new Client(server).post('/api/auth/signup', residentData({ password }));
      expectError(res, 400, /^This password is too (common and )?easy to guess/);
      expect(res.body.error.length).toBeGreaterThan(60); // carries the estimator's advice
    }
    const trpc = await new Client(server).trpcMutation(
      'auth.signup',
      residentData({ password: 'water2024' }),
    );
    expectTrpcError(trpc, 400, /too (common and )?easy to guess/);
    expect(trpc.body.error.data.field).toBe('password');
    // The spec's minimum stays, with its message.
    expectError(
      await new Client(server).post('/api/auth/signup', residentData({ password: '12345' })),
      400,
      MESSAGES.passwordShort,
    );
  });

  it("refuses a password made of the resident's own name", async () => {
    const res = await new Client(server).post(
      '/api/auth/signup',
      residentData({ profileName: 'Ishaan Verma', password: 'ishaanverma1' }),
    );
    expectError(res, 400, /easy to guess/);
  });

  it('accepts memorable passwords that are not guessable', async () => {
    const r = await signup(server, { password: 'purple tiger jumps' });
    expect(r.id).toBeGreaterThan(0);
  });
});

describe('POST /api/auth/change-password and auth.changePassword', () => {
  it('changes the password with the current one and ends the other sessions only', async () => {
    const r = await signup(server);
    const other = await login(server, r.email, r.password);
    const third = await login(server, r.email, r.password);
    const next = 'Mango lassi 4 breakfast';
    server.secrets.add(next);
    const res = await r.client.post('/api/auth/change-password', {
      currentPassword: r.password,
      newPassword: next,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, endedSessions: 2 });
    expect((await r.client.get('/api/auth/me')).status).toBe(200);
    expectError(await other.get('/api/auth/me'), 401);
    expectError(await third.get('/api/auth/me'), 401);
    expectError(
      await new Client(server).post('/api/auth/login', {
        identifier: r.email,
        password: r.password,
      }),
      401,
    );
    expect((await login(server, r.email, next)).token).toBeDefined();
  });

  it('refuses a wrong current password, a weak or unchanged new one, and no session', async () => {
    const r = await signup(server);
    const post = (body: unknown) => r.client.post('/api/auth/change-password', body);
    expectError(
      await post({ currentPassword: 'not-it-at-all', newPassword: 'Kite string 77' }),
      400,
      WRONG_CURRENT_PASSWORD,
    );
    expectError(
      await post({ currentPassword: r.password, newPassword: 'water2024' }),
      400,
      /easy to guess/,
    );
    expectError(
      await post({ currentPassword: r.password, newPassword: r.password }),
      400,
      MESSAGES.passwordUnchanged,
    );
    expectError(
      await post({ newPassword: 'Kite string 77' }),
      400,
      MESSAGES.currentPasswordRequired,
    );
    expectError(
      await post({ currentPassword: r.password, newPassword: '123' }),
      400,
      MESSAGES.passwordShort,
    );
    expectError(
      await new Client(server).post('/api/auth/change-password', {
        currentPassword: r.password,
        newPassword: 'Kite string 77',
      }),
      401,
    );
    // Nothing changed: the old password still logs in.
    expect((await login(server, r.email, r.password)).token).toBeDefined();
  });

  it('works over tRPC, for the caller only', async () => {
    const r = await signup(server);
    const other = await login(server, r.email, r.password);
    const next = 'Cricket bat under stairs';
    server.secrets.add(next);
    const res = await r.client.trpcMutation('auth.changePassword', {
      currentPassword: r.password,
      newPassword: next,
    });
    expect(res.body.result.data).toEqual({ success: true, endedSessions: 1 });
    expectError(await other.get('/api/auth/me'), 401);
    expectTrpcError(
      await new Client(server).trpcMutation('auth.changePassword', {
        currentPassword: next,
        newPassword: 'Another long one 5',
      }),
      401,
    );
  });
});
