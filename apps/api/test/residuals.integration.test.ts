// Issue 27, item 9, the residuals of the last hostile review, on a real server and SQLite file:
// the participant code is no password, imported attempts win nothing on the boards, look-alike
// capitals and doubled spaces cannot copy a profile name, and the reset token stays out of the log.
import { Writable } from 'node:stream';
import { scoreResponses } from '@wf/scoring';
import { describe, expect, it } from 'vitest';
import {
  Client,
  distinctTotals,
  expectError,
  PARTICIPANT_CODE,
  residentData,
  sampleResponses,
  scorePayload,
  signup,
  useTestServer,
  type Json,
} from './helpers.ts';

const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});
const server = await useTestServer({ logger: { level: 'info', stream } });

const CODE_REFUSED = /participant code as your password/;

describe('the participant code is no password', () => {
  it('is refused at signup, however it is typed', async () => {
    for (const password of [
      PARTICIPANT_CODE,
      PARTICIPANT_CODE.toLowerCase(),
      ` ${PARTICIPANT_CODE} `,
    ]) {
      const res = await new Client(server).post('/api/auth/signup', residentData({ password }));
      expectError(res, 400, CODE_REFUSED);
    }
  });

  it('is refused as a new password and at a reset', async () => {
    const r = await signup(server);
    expectError(
      await r.client.post('/api/auth/change-password', {
        currentPassword: r.password,
        newPassword: PARTICIPANT_CODE,
      }),
      400,
      CODE_REFUSED,
    );
    expect(
      (await new Client(server).post('/api/auth/forgot-password', { email: r.email })).status,
    ).toBe(200);
    const token = server.mails.at(-1)!.token;
    server.secrets.add(token);
    expectError(
      await new Client(server).post('/api/auth/reset-password', {
        token,
        password: PARTICIPANT_CODE,
      }),
      400,
      CODE_REFUSED,
    );
  });
});

describe('the reset token never reaches the request log', () => {
  it('is masked in the logged URL of a mailed link', async () => {
    lines.length = 0;
    await new Client(server).get('/reset-password', { token: 'PROBE-123' });
    await new Client(server).get('/api/health', { token: 'PROBE-456', other: 'kept' });
    const logged = lines.join('\n');
    expect(logged).toContain('incoming request');
    expect(logged).not.toContain('PROBE-123');
    expect(logged).not.toContain('PROBE-456');
    expect(logged).toContain('token=[masked]');
    expect(logged).toContain('other=kept');
  });
});

describe('imported attempts win nothing on the boards', () => {
  it('neither a tie on the leaderboard nor most improved', async () => {
    const totals = distinctTotals(29);
    const best = sampleResponses(totals[0]!.seed);
    const worst = sampleResponses(totals[28]!.seed);
    const entry = (responses: typeof best, date: string) => {
      const s = scoreResponses(responses);
      return {
        score: s.totalScore,
        directScore: s.directScore,
        indirectScore: s.indirectScore,
        date,
        responses,
      };
    };
    const importer = await signup(server);
    const imported = await importer.client.post('/api/scores/legacy', {
      entries: [entry(worst, '2000-01-01T00:00:00Z'), entry(best, '2000-01-02T00:00:00Z')],
    });
    expect(imported.status, imported.text).toBe(200);
    const honest = await signup(server);
    expect((await honest.client.post('/api/scores', scorePayload(best))).status).toBe(201);

    const board = (await honest.client.get('/api/analytics', { type: 'leaderboard', limit: 100 }))
      .body;
    expect(board[0].profileName).toBe(honest.profileName);
    expect(board.some((e: Json) => e.profileName === importer.profileName)).toBe(false);
    const improved = await honest.client.get('/api/analytics', {
      type: 'improved',
      period: 'all',
      limit: 100,
    });
    expect(improved.status, improved.text).toBe(200);
    expect(Array.isArray(improved.body)).toBe(true);
    expect(improved.text).not.toContain(importer.profileName);
    // The imported attempts stay in the importer's own history.
    const history = (await importer.client.get('/api/scores', { userId: importer.id })).body;
    expect(JSON.stringify(history)).toContain('2000-01-02');
  });
});

describe('profile names fold look-alike capitals and whitespace', () => {
  it('refuses Greek and Cyrillic capitals and a doubled space beside an existing name', async () => {
    const base = `Eve House ${Date.now().toString(36)}`;
    await signup(server, { profileName: base });
    for (const copy of [
      base.replace('E', '\u0395').replace('H', '\u0397'),
      base.replace(' ', '  '),
      base.replace('e', '\u0435'),
    ]) {
      const res = await new Client(server).post(
        '/api/auth/signup',
        residentData({ profileName: copy }),
      );
      expectError(res, 409);
    }
    const bob = `Bob Other ${Date.now().toString(36)}`;
    await signup(server, { profileName: bob });
    expectError(
      await new Client(server).post(
        '/api/auth/signup',
        residentData({ profileName: bob.replace('B', '\u0412') }),
      ),
      409,
    );
  });
});
