import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Responses } from '../questions';
import { anyMeasurements, anyResponses, typicalResponses, withAnswer } from '../arbitraries';
import { actionPlan } from './actions';
import { targetOptions } from './better-answers';
import { combinedActions, combinedPledgeSaving, combinedSaving, withAnswers } from './combined';
import { computeFootprint, footprint } from './model';
import { pledgeLitresSaved, pledgeProgress } from './pledges';
import { QUESTIONS } from '../questions';

const maybeMeasurements = fc.option(anyMeasurements, { nil: undefined });

describe('combined savings are the model on the combined answers (random homes)', () => {
  it('the plan\'s "if you do these" equals footprint(now) minus footprint(first five taken)', () => {
    fc.assert(
      fc.property(anyResponses, maybeMeasurements, (responses, m) => {
        const plan = actionPlan(responses, m);
        const combined = combinedActions(responses, plan, m);
        const first = plan.slice(0, 5);
        expect(combined.count).toBe(Math.min(5, plan.length));
        const after = first.reduce<Responses>(
          (r, a) => withAnswer(r, a.questionKey, a.betterAnswer),
          responses,
        );
        expect(combined.litresSavedPerDay).toBe(
          footprint(responses, m).direct.litresPerDay - footprint(after, m).direct.litresPerDay,
        );
        // Every action saves water, so together they save some whenever there is one.
        if (first.some((a) => a.litresSavedPerDay > 0)) {
          expect(combined.litresSavedPerDay).toBeGreaterThan(0);
        }
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('kept pledges together equal the model on the previous answers with all of them moved', () => {
    fc.assert(
      fc.property(anyResponses, anyResponses, maybeMeasurements, (previous, next, m) => {
        const pledges = actionPlan(previous, m).slice(0, 4);
        const combined = combinedPledgeSaving(pledges, previous, next, m);
        const moved = withAnswers(
          previous,
          pledges.map((p) => ({ questionKey: p.questionKey, answer: next[p.questionKey] })),
        );
        expect(combined.litresSavedPerDay).toBe(
          footprint(previous, m).direct.litresPerDay - footprint(moved, m).direct.litresPerDay,
        );
        expect(combined.count).toBe(pledges.length);
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});

describe('the plan follows water (random homes)', () => {
  it('no action saves 0 L, and no single-answer change saving 10 L a day or more is missing', () => {
    fc.assert(
      fc.property(anyResponses, maybeMeasurements, (responses, m) => {
        const plan = actionPlan(responses, m);
        const byKey = new Map(plan.map((a) => [a.questionKey, a]));
        for (const a of plan) {
          expect(a.litresSavedPerDay > 0 || a.virtualLitresSavedPerDay > 0).toBe(true);
        }
        const now = computeFootprint(responses, m ?? {}).direct.litresPerDay;
        for (const q of QUESTIONS) {
          for (const option of targetOptions(q.key, responses)) {
            const saved =
              now -
              computeFootprint(withAnswer(responses, q.key, option), m ?? {}).direct.litresPerDay;
            if (saved >= 10) {
              const action = byKey.get(q.key);
              expect(action, `${q.key} -> ${option} saves ${saved}`).toBeDefined();
              expect(action!.litresSavedPerDay).toBeGreaterThanOrEqual(saved - 1e-9);
            }
          }
        }
      }),
      { numRuns: 80 },
    );
  }, 120_000);
});

describe('a home where two bathing pledges overlap', () => {
  // The father of issue 27: a shorter shower and a bucket bath both cut the same shower water.
  const previous = typicalResponses;
  const next = {
    ...withAnswer(previous, 'q13_bucketFrequency', 'Always'),
    q12_bucketAmount: 'One bucket',
    q8_showerDuration: '5 minutes or less',
  };
  const shower = { questionKey: 'q8_showerDuration' as const, betterAnswer: '5 minutes or less' };
  const bucket = { questionKey: 'q13_bucketFrequency' as const, betterAnswer: 'Always' };

  it('credits both together what the model says, less than the sum of each alone', () => {
    const alone =
      pledgeLitresSaved(shower, previous, next) + pledgeLitresSaved(bucket, previous, next);
    const together = combinedPledgeSaving([shower, bucket], previous, next).litresSavedPerDay;
    const moved = withAnswers(previous, [
      { questionKey: 'q8_showerDuration', answer: '5 minutes or less' },
      { questionKey: 'q13_bucketFrequency', answer: 'Always' },
    ]);
    expect(together).toBe(
      footprint(previous).direct.litresPerDay - footprint(moved).direct.litresPerDay,
    );
    expect(together).toBeGreaterThan(0);
    expect(together).toBeLessThan(alone - 1);
  });

  it('shows a pledge moved toward but not to its answer as partial progress', () => {
    expect(pledgeProgress('not_kept', 81)).toBe('partial');
    expect(pledgeProgress('not_kept', 0)).toBe('not_kept');
    expect(pledgeProgress('not_kept', -3)).toBe('not_kept');
    expect(pledgeProgress('not_kept', null)).toBe('not_kept');
    expect(pledgeProgress('kept', 100)).toBe('kept');
    expect(pledgeProgress('open', null)).toBe('open');
  });

  it('throws on a change to an option the question does not offer', () => {
    expect(() =>
      combinedSaving(previous, [{ questionKey: 'q8_showerDuration', answer: '1 minute' }]),
    ).toThrow("q8_showerDuration: unknown option '1 minute'");
  });
});
