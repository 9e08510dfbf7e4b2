// Issue 14, items 3 and 6: write quotas (submissions per resident per hour, imported attempts
// per account) and imported attempts that only count on the boards with checked answers.
import { describe, expect, it } from 'vitest';
import { scoreResponses, SCORE_BOUNDS } from '@wf/scoring';
import { SUBMISSIONS_PER_HOUR } from '@wf/scoring/rate-limits';
import { LEGACY_ATTEMPTS_PER_PROFILE } from '../src/domain/quotas.ts';
import {
  expectError,
  expectTrpcError,
  sampleResponses,
  signup,
  snapshot,
  useTestServer,
} from './helpers.ts';

const server = await useTestServer({ env: { RATE_LIMITS: 'on' } });

const bare = (score: number, date: string) => ({
  score,
  directScore: score - 10,
  indirectScore: 10,
  date,
});

describe('submissions per resident per hour', () => {
  it(`accepts ${SUBMISSIONS_PER_HOUR} an hour, then answers 429 saying the limit; others are unaffected`, async () => {
    const r = await signup(server);
    const neighbour = await signup(server);
    // Sent all at once: the count is taken inside the write transaction, so exactly the quota
    // gets through.
    const results = await Promise.all(
      Array.from({ length: SUBMISSIONS_PER_HOUR + 5 }, (_, i) =>
        r.client.post('/api/scores', { responses: sampleResponses(i) }),
      ),
    );
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(SUBMISSIONS_PER_HOUR);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const refused = results.find((res) => res.status === 429)!;
    expectError(refused, 429, `at most ${SUBMISSIONS_PER_HOUR} questionnaire attempts an hour`);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expectTrpcError(
      await r.client.trpcMutation('scores.submit', { responses: sampleResponses(99) }),
      429,
      `at most ${SUBMISSIONS_PER_HOUR}`,
    );
    const count = server.database.sqlite
      .prepare('select count(*) from scores where profile_id = ?')
      .pluck()
      .get(r.id);
    expect(count).toBe(SUBMISSIONS_PER_HOUR);
    expect(
      (await neighbour.client.post('/api/scores', { responses: sampleResponses(1) })).status,
    ).toBe(201);
  });
});

describe('imported attempts per account', () => {
  it(`holds at most ${LEGACY_ATTEMPTS_PER_PROFILE}; an import beyond it is refused whole with 409`, async () => {
    const r = await signup(server);
    const start = Date.parse('2021-01-01T00:00:00Z');
    const entries = Array.from({ length: LEGACY_ATTEMPTS_PER_PROFILE }, (_, i) =>
      bare(50, new Date(start + i * 3_600_000).toISOString()),
    );
    expect((await r.client.post('/api/scores/legacy', { entries })).body).toEqual({
      success: true,
      imported: LEGACY_ATTEMPTS_PER_PROFILE,
      skipped: 0,
    });
    // The same list again adds nothing and is fine.
    expect((await r.client.post('/api/scores/legacy', { entries })).status).toBe(200);
    const before = snapshot(server);
    const more = await r.client.post('/api/scores/legacy', {
      entries: [bare(51, '2020-06-01T00:00:00Z'), bare(52, '2020-06-02T00:00:00Z')],
    });
    expectError(
      more,
      409,
      `at most ${LEGACY_ATTEMPTS_PER_PROFILE} imported attempts. This one has ${LEGACY_ATTEMPTS_PER_PROFILE}, and this import would add 2`,
    );
    expectTrpcError(
      await r.client.trpcMutation('scores.importEarlierHistory', {
        entries: [bare(53, '2020-06-03T00:00:00Z')],
      }),
      409,
      /at most 500 imported attempts/,
    );
    expect(snapshot(server)).toBe(before);
  });
});

describe('imported attempts on the boards', () => {
  const leaderboardIds = async (client: Awaited<ReturnType<typeof signup>>['client']) =>
    (
      (await client.get('/api/analytics', { type: 'leaderboard', limit: 1000 })).body as {
        id?: number;
        userId?: number;
      }[]
    ).map((e) => e.id ?? e.userId);

  it('a back-dated imported score without answers never enters the leaderboard', async () => {
    const cheat = await signup(server);
    const res = await cheat.client.post('/api/scores/legacy', {
      entries: [
        {
          score: SCORE_BOUNDS.direct.max + SCORE_BOUNDS.indirect.max,
          directScore: SCORE_BOUNDS.direct.max,
          indirectScore: SCORE_BOUNDS.indirect.max,
          date: '2024-01-01T00:00:00Z',
        },
      ],
    });
    expect(res.body).toMatchObject({ imported: 1 });
    expect(await leaderboardIds(cheat.client)).not.toContain(cheat.id);
    // It stays in their own history.
    const history = await cheat.client.get('/api/scores');
    expect(history.body).toHaveLength(1);
    expect(history.body[0].isLegacy).toBe(true);
  });

  it('imported answers are rescored: consistent ones are kept, inconsistent ones are refused', async () => {
    const r = await signup(server);
    const answers = sampleResponses(7);
    const scored = scoreResponses(answers);
    const forged = await r.client.post('/api/scores/legacy', {
      entries: [
        {
          score: scored.totalScore + 10,
          directScore: scored.directScore + 10,
          indirectScore: scored.indirectScore,
          date: '2024-02-01T00:00:00Z',
          responses: answers,
        },
      ],
    });
    expectError(
      forged,
      400,
      `entries.0.score: does not match the answers, which give directScore ${scored.directScore}, indirectScore ${scored.indirectScore} and score ${scored.totalScore}`,
    );
    const honest = await r.client.post('/api/scores/legacy', {
      entries: [
        {
          score: scored.totalScore,
          directScore: scored.directScore,
          indirectScore: scored.indirectScore,
          date: '2024-02-01T00:00:00Z',
          responses: answers,
        },
      ],
    });
    expect(honest.body).toMatchObject({ imported: 1 });
    // Kept in the history, but on no board: its date is the importer's word (issue 27, item 9).
    expect(await leaderboardIds(r.client)).not.toContain(r.id);
  });
});
