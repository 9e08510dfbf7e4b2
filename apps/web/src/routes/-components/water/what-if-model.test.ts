import { describe, expect, it } from 'vitest';
import { QUESTIONS, scoreResponses } from '@wf/scoring';
import type { Responses } from '@wf/scoring';
import {
  householdFootprint,
  householdSaving,
  PERSONAL_QUESTIONS,
} from '@wf/scoring/household-footprint';
import { actionPlan, footprint } from '@wf/scoring/water';
import { withChange } from './what-if';
import { whatIf } from './what-if-model';

// Every question's first option: a complete, valid answer set.
const saved = Object.fromEntries(QUESTIONS.map((q) => [q.key, q.options[0]])) as Responses;

describe('what-if', () => {
  it('with nothing changed, reports the saved answers only', () => {
    const result = whatIf(saved, {});
    expect(result.changed).toBeNull();
    expect(result.now.litresPerDay).toBe(footprint(saved).direct.litresPerDay);
    expect(result.now.totalScore).toBe(scoreResponses(saved).totalScore);
  });

  it('agrees with the action plan for each action tried on its own', () => {
    const plan = actionPlan(saved);
    expect(plan.length).toBeGreaterThan(0);
    for (const action of plan) {
      const result = whatIf(saved, { [action.questionKey]: action.betterAnswer });
      expect(result.litresSavedPerDay).toBeCloseTo(action.litresSavedPerDay, 9);
      expect(result.pointsGained).toBe(action.pointsGained);
    }
  });

  it('drops a change set back to the saved answer', () => {
    const key = 'q16_tapWhileBrushing';
    const other = QUESTIONS.find((q) => q.key === key)!.options[3]!;
    const changed = withChange({}, saved, key, other);
    expect(changed).toEqual({ [key]: other });
    expect(withChange(changed, saved, key, saved[key])).toEqual({});
  });

  it('in a family: the household’s figure now, and a change as the plan credits it', () => {
    // The daughter's saved answers; her father answered last (the home's shared uses are his).
    const hers: Responses = { ...saved, q1_householdSize: '3' };
    const his = Object.fromEntries(
      QUESTIONS.map((q) => [q.key, q.options[1] ?? q.options[0]]),
    ) as Responses;
    const fathers: Responses = { ...his, q1_householdSize: '3' };
    const personal = new Set<string>(PERSONAL_QUESTIONS);
    // What GET /api/actions sends her: his shared answers, his own habits only.
    const household = {
      home: Object.fromEntries(Object.entries(fathers).filter(([k]) => !personal.has(k))),
      others: [Object.fromEntries(Object.entries(fathers).filter(([k]) => personal.has(k)))],
    };
    const now = whatIf(hers, {}, {}, household);
    expect(now.now.litresPerDay).toBeCloseTo(
      householdFootprint(fathers, [fathers, hers]).direct.litresPerDay,
      9,
    );
    expect(now.now.totalScore).toBe(scoreResponses(hers).totalScore);
    for (const action of actionPlan(hers)) {
      const tried = whatIf(hers, { [action.questionKey]: action.betterAnswer }, {}, household);
      expect(tried.litresSavedPerDay).toBeCloseTo(
        householdSaving(fathers, [fathers, hers], 1, [
          { questionKey: action.questionKey, answer: action.betterAnswer },
        ]),
        9,
      );
      expect(tried.pointsGained).toBe(action.pointsGained);
    }
  });
});
