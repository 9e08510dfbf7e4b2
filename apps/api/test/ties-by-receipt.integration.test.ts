// Ties by receipt (issue 27, item 9): on the leaderboard a tie goes to whoever the server heard
// first. An attempt's date is the server's clock when it arrived, never the client's word, and
// imported attempts (dated by their importer) count on no board at all (docs/households.md).
import { scoreResponses } from '@wf/scoring';
import { describe, expect, it } from 'vitest';
import {
  expectError,
  sampleResponses,
  scorePayload,
  signup,
  useTestServer,
  type Json,
} from './helpers.ts';

const server = await useTestServer();

describe('ties on the leaderboard go to the earlier receipt', () => {
  it('orders equal totals by when the server received them, and an import dated earlier wins nothing', async () => {
    const responses = sampleResponses(11);
    const { totalScore } = scoreResponses(responses);
    const first = await signup(server);
    const second = await signup(server);
    const importer = await signup(server);
    // The importer claims the same score two years ago: earliest by its own word.
    const imported = await importer.client.post('/api/scores/legacy', {
      entries: [
        {
          score: totalScore,
          directScore: scoreResponses(responses).directScore,
          indirectScore: scoreResponses(responses).indirectScore,
          date: '2024-01-01T00:00:00Z',
          responses,
        },
      ],
    });
    expect(imported.status, imported.text).toBe(200);
    for (const who of [first, second]) {
      const res = await who.client.post('/api/scores', scorePayload(responses));
      expect(res.status, res.text).toBe(201);
    }

    const board: Json[] = (
      await first.client.get('/api/analytics', { type: 'leaderboard', limit: 1000 })
    ).body;
    const tied = board.filter((e) => e.totalScore === totalScore);
    const names = tied.map((e) => e.profileName);
    expect(names.indexOf(first.profileName)).toBeGreaterThanOrEqual(0);
    expect(names.indexOf(first.profileName)).toBeLessThan(names.indexOf(second.profileName));
    // A shared rank, the listing by receipt.
    expect(tied.find((e) => e.profileName === first.profileName).rank).toBe(
      tied.find((e) => e.profileName === second.profileName).rank,
    );
    expect(names).not.toContain(importer.profileName);
  });

  it('takes no date from the client: an attempt that names its own moment is refused', async () => {
    const resident = await signup(server);
    const res = await resident.client.post('/api/scores', {
      ...scorePayload(sampleResponses(12)),
      createdAt: '2020-01-01T00:00:00.000Z',
    });
    expectError(res, 400, 'createdAt');
  });
});
