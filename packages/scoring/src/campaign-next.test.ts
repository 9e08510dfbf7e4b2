import { describe, expect, it } from 'vitest';
import { answerSet } from './arbitraries';
import { CAMPAIGN_COUNT, campaignNext } from './campaign-next';
import { actionPlan, combinedSaving } from './water';

const households = Array.from({ length: 12 }, (_, i) => {
  const answers = answerSet(100 + i);
  return { answers, plan: actionPlan(answers) };
});

describe('what to campaign on next', () => {
  const next = campaignNext(households);

  it('proposes two or three changes, most litres first, each the households’ own plans added up', () => {
    expect(next.changes.length).toBeGreaterThanOrEqual(2);
    expect(next.changes.length).toBeLessThanOrEqual(CAMPAIGN_COUNT);
    expect(next.householdsCounted).toBe(households.length);
    const litres = next.changes.map((c) => c.litresPerDay);
    expect(litres).toEqual([...litres].sort((a, b) => b - a));
    for (const change of next.changes) {
      const offered = households.flatMap((h) =>
        h.plan.filter((a) => a.questionKey === change.questionKey && a.litresSavedPerDay > 0),
      );
      expect(change.households).toBe(offered.length);
      expect(change.litresPerDay).toBeCloseTo(
        offered.reduce((sum, a) => sum + a.litresSavedPerDay, 0),
        6,
      );
      expect(offered.map((a) => a.title)).toContain(change.title);
    }
    // The first is the question that saves the most over all households.
    const byQuestion = new Map<string, number>();
    for (const h of households) {
      for (const a of h.plan) {
        if (a.litresSavedPerDay > 0) {
          byQuestion.set(a.questionKey, (byQuestion.get(a.questionKey) ?? 0) + a.litresSavedPerDay);
        }
      }
    }
    const top = [...byQuestion].sort((a, b) => b[1] - a[1])[0]!;
    expect(next.changes[0]!.questionKey).toBe(top[0]);
  });

  it('says what they save together by the model on each home’s combined answers, never the sum', () => {
    const keys = new Set(next.changes.map((c) => c.questionKey));
    let expected = 0;
    let concerned = 0;
    for (const h of households) {
      const changes = h.plan
        .filter((a) => keys.has(a.questionKey) && a.litresSavedPerDay > 0)
        .map((a) => ({ questionKey: a.questionKey, answer: a.betterAnswer }));
      if (changes.length === 0) continue;
      concerned++;
      expected += combinedSaving(h.answers, changes).litresSavedPerDay;
    }
    expect(next.together!.litresPerDay).toBeCloseTo(expected, 6);
    expect(next.together!.households).toBe(concerned);
    const sum = next.changes.reduce((s, c) => s + c.litresPerDay, 0);
    expect(next.together!.litresPerDay).toBeLessThanOrEqual(sum + 1e-6);
    expect(next.together!.sharedLitresPerDay).toBeCloseTo(sum - next.together!.litresPerDay, 6);
  });

  it('does not give two places to changes that save the same water', () => {
    // Each chosen change adds at least half its own litres on top of those before it.
    for (let i = 1; i < next.changes.length; i++) {
      const before = campaignNext(households).changes.slice(0, i);
      const keysBefore = new Set(before.map((c) => c.questionKey));
      const keysWith = new Set([...keysBefore, next.changes[i]!.questionKey]);
      const sumOf = (keys: Set<string>) =>
        households.reduce((s, h) => {
          const changes = h.plan
            .filter((a) => keys.has(a.questionKey) && a.litresSavedPerDay > 0)
            .map((a) => ({ questionKey: a.questionKey, answer: a.betterAnswer }));
          return changes.length ? s + combinedSaving(h.answers, changes).litresSavedPerDay : s;
        }, 0);
      expect(sumOf(keysWith) - sumOf(keysBefore)).toBeGreaterThanOrEqual(
        next.changes[i]!.litresPerDay * 0.5 - 1e-6,
      );
    }
  });

  it('proposes nothing without answers, and no "together" for a single change', () => {
    expect(campaignNext([])).toEqual({ changes: [], together: null, householdsCounted: 0 });
    const one = households[0]!;
    const single = campaignNext([{ answers: one.answers, plan: one.plan.slice(0, 1) }]);
    expect(single.changes).toHaveLength(1);
    expect(single.together).toBeNull();
  });
});
