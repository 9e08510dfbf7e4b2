// Issue 14, item 15 (and item 8's admin reset link): with PARTICIPANT_CODE unset the first start
// generates a code, stores it and gives it once; WATER2024 works only when configured; the
// administrator reads and changes the code. The admin's reset link is single use and expires.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@wf/db/client';
import { loadConfig } from '../src/env.ts';
import { buildServer } from '../src/server.ts';
import {
  ADMIN,
  Client,
  expectError,
  expectTrpcError,
  loginAdmin,
  residentData,
  signup,
  startServer,
  useTestServer,
} from './helpers.ts';

const server = await useTestServer({ env: { PARTICIPANT_CODE: '' } });

describe('a generated participant code', () => {
  it('is generated at the first start, stored, and kept by later starts', async () => {
    const row = server.database.sqlite
      .prepare("select value from settings where key = 'participant_code'")
      .pluck()
      .get() as string;
    expect(row).toMatch(/^WF-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    // A second start on the same database generates nothing and keeps the code.
    const database = openDatabase({ url: `file:${server.dbPath}` });
    const again = await buildServer({
      config: loadConfig({
        DATABASE_URL: `file:${server.dbPath}`,
        PUBLIC_URL: 'http://water.test:8080',
        ADMIN_PASSWORD: ADMIN.password,
      }),
      database,
      logger: false,
    });
    expect(again.participantCode.generated).toBeNull();
    await again.app.close();
    database.sqlite.close();
    expect(
      server.database.sqlite
        .prepare("select value from settings where key = 'participant_code'")
        .pluck()
        .get(),
    ).toBe(row);
  });

  it('lets residents sign up with it; WATER2024 is refused', async () => {
    const admin = await loginAdmin(server);
    const { code } = (await admin.get('/api/admin/participant-code')).body;
    expect(code).toMatch(/^WF-/);
    const ok = await signup(server, { participantCode: code });
    expect(ok.id).toBeGreaterThan(0);
    const published = await new Client(server).post(
      '/api/auth/signup',
      residentData({ participantCode: 'WATER2024' }),
    );
    expectError(published, 400, 'Invalid participant code');
  });

  it('can be changed by the administrator only; the old code stops working', async () => {
    const admin = await loginAdmin(server);
    const resident = await signup(server, {
      participantCode: (await admin.get('/api/admin/participant-code')).body.code,
    });
    expectError(await resident.client.get('/api/admin/participant-code'), 403);
    expectError(
      await resident.client.put('/api/admin/participant-code', { code: 'MINE-123' }),
      403,
    );
    expectError(await new Client(server).get('/api/admin/participant-code'), 401);
    expectTrpcError(await resident.client.trpcQuery('admin.participantCode'), 403);

    const changed = await admin.put('/api/admin/participant-code', { code: '  BLUE-RIVER-9 ' });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ success: true, code: 'BLUE-RIVER-9' });
    expect((await admin.trpcQuery('admin.participantCode')).body.result.data).toEqual({
      code: 'BLUE-RIVER-9',
    });
    expect((await signup(server, { participantCode: 'BLUE-RIVER-9' })).id).toBeGreaterThan(0);
    expectError(
      await new Client(server).post('/api/auth/signup', residentData({ participantCode: 'WF-' })),
      400,
      'Invalid participant code',
    );
    expectError(await admin.put('/api/admin/participant-code', { code: 'a b c d' }), 400, /spaces/);
    expectError(await admin.put('/api/admin/participant-code', { code: 'ab' }), 400, /at least 4/);
    const viaTrpc = await admin.trpcMutation('admin.setParticipantCode', { code: 'GREEN-2' });
    expect(viaTrpc.body.result.data).toEqual({ success: true, code: 'GREEN-2' });
  });

  it('a configured PARTICIPANT_CODE (WATER2024 on purpose) is the code', async () => {
    const own = await startServer({ env: { PARTICIPANT_CODE: 'WATER2024', RATE_LIMITS: 'off' } });
    try {
      const r = await signup(own, { participantCode: 'WATER2024' });
      expect(r.id).toBeGreaterThan(0);
    } finally {
      await own.close();
    }
  });
});

describe("the administrator's reset link", () => {
  it('is single use, expires, works for residents only and only for the administrator', async () => {
    const admin = await loginAdmin(server);
    const code = (await admin.get('/api/admin/participant-code')).body.code;
    const r = await signup(server, { participantCode: code });
    const res = await admin.post('/api/admin/reset-link', { profileId: r.id });
    expect(res.status).toBe(200);
    expect(res.body.profileName).toBe(r.profileName);
    expect(res.body.link).toMatch(/^http:\/\/water\.test:8080\/reset-password\?token=[\w-]{40,}$/);
    expect(Date.parse(res.body.expiresAt) - Date.now()).toBeLessThanOrEqual(30 * 60 * 1000);
    const token = new URL(res.body.link).searchParams.get('token')!;
    // The link is answered to the administrator (so it cannot be a registered secret of this
    // file's response check), and stored only as its hash.
    const stored = server.database.sqlite
      .prepare('select token_hash from password_resets where profile_id = ?')
      .pluck()
      .all(r.id) as string[];
    expect(stored).toEqual([createHash('sha256').update(token).digest('hex')]);
    const next = 'Neem tree shade 88';
    server.secrets.add(next);
    const used = await new Client(server).post('/api/auth/reset-password', {
      token,
      password: next,
    });
    expect(used.status).toBe(200);
    expectError(
      await new Client(server).post('/api/auth/reset-password', { token, password: `${next}!` }),
      400,
      'invalid or has expired',
    );
    expect(
      (await new Client(server).post('/api/auth/login', { identifier: r.email, password: next }))
        .status,
    ).toBe(200);

    // Expired: the same link 30 minutes on is refused.
    const second = await admin.trpcMutation('admin.resetLink', { profileId: r.id });
    const late = new URL(second.body.result.data.link).searchParams.get('token')!;
    server.database.sqlite
      .prepare('update password_resets set expires_at = ? where profile_id = ?')
      .run(Date.now() - 1, r.id);
    expectError(
      await new Client(server).post('/api/auth/reset-password', {
        token: late,
        password: 'Neem tree shade 99',
      }),
      400,
      'invalid or has expired',
    );

    // (r's sessions ended with the reset: another resident asks.)
    const other = await signup(server, { participantCode: code });
    expectError(await other.client.post('/api/admin/reset-link', { profileId: r.id }), 403);
    expectTrpcError(await other.client.trpcMutation('admin.resetLink', { profileId: r.id }), 403);
    expectError(await new Client(server).post('/api/admin/reset-link', { profileId: r.id }), 401);
    expectError(await admin.post('/api/admin/reset-link', { profileId: 999_999 }), 404);
    expectError(await admin.post('/api/admin/reset-link', { profileId: server.adminId }), 400);
  });
});
