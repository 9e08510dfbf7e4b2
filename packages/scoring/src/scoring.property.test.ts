import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { anyResponses as validResponses } from './arbitraries';
import { QUESTIONS, type Responses } from './questions';
import { responsesSchema } from './schema';
import { SCORE_BOUNDS, optionPoints, scoreResponses } from './scoring';

describe('scoring properties', () => {
  it('every valid answer set passes the schema and scores within SCORE_BOUNDS', () => {
    fc.assert(
      fc.property(validResponses, (responses) => {
        expect(responsesSchema.safeParse(responses).success).toBe(true);
        const { directScore, indirectScore, totalScore } = scoreResponses(responses);
        expect(directScore).toBeGreaterThanOrEqual(SCORE_BOUNDS.direct.min);
        expect(directScore).toBeLessThanOrEqual(SCORE_BOUNDS.direct.max);
        expect(indirectScore).toBeGreaterThanOrEqual(SCORE_BOUNDS.indirect.min);
        expect(indirectScore).toBeLessThanOrEqual(SCORE_BOUNDS.indirect.max);
        expect(totalScore).toBeGreaterThanOrEqual(SCORE_BOUNDS.total.min);
        expect(totalScore).toBeLessThanOrEqual(SCORE_BOUNDS.total.max);
      }),
      { numRuns: 2000 },
    );
  });

  it('total is direct plus indirect, and both are sums of option points', () => {
    fc.assert(
      fc.property(validResponses, (responses) => {
        const scores = scoreResponses(responses);
        expect(scores.totalScore).toBe(scores.directScore + scores.indirectScore);
        const sum = (from: number, to: number) =>
          QUESTIONS.slice(from, to).reduce((s, q) => s + optionPoints(q.key, responses[q.key]), 0);
        expect(scores.directScore).toBe(sum(0, 22));
        expect(scores.indirectScore).toBe(sum(22, 31));
      }),
    );
  });

  it('is deterministic and independent of key order', () => {
    fc.assert(
      fc.property(validResponses, (responses) => {
        const reversed = Object.fromEntries(Object.entries(responses).reverse()) as Responses;
        expect(scoreResponses(responses)).toEqual(scoreResponses(responses));
        expect(scoreResponses(reversed)).toEqual(scoreResponses(responses));
      }),
    );
  });

  it('scores never go negative and are whole numbers', () => {
    fc.assert(
      fc.property(validResponses, (responses) => {
        for (const value of Object.values(scoreResponses(responses))) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('improving one answer never lowers the total', () => {
    fc.assert(
      fc.property(validResponses, fc.nat(30), (responses, index) => {
        const q = QUESTIONS[index]!;
        const best = q.options.reduce((a, b) =>
          optionPoints(q.key, b) > optionPoints(q.key, a) ? b : a,
        );
        const improved = { ...responses, [q.key]: best };
        expect(scoreResponses(improved).totalScore).toBeGreaterThanOrEqual(
          scoreResponses(responses).totalScore,
        );
      }),
    );
  });

  it('rejects any answer set with one answer replaced by text that is not an option', () => {
    fc.assert(
      fc.property(validResponses, fc.nat(30), fc.string(), (responses, index, text) => {
        const q = QUESTIONS[index]!;
        fc.pre(!q.options.includes(text));
        const broken = { ...responses, [q.key]: text };
        const result = responsesSchema.safeParse(broken);
        expect(result.success).toBe(false);
        expect(result.error?.issues.map((i) => i.message)).toEqual([
          expect.stringMatching(new RegExp(`^${q.key}: `)),
        ]);
        expect(() => scoreResponses(broken)).toThrow(q.key);
      }),
    );
  });
});
