import { describe, expect, it } from 'vitest';
import { FOLLOW_UPS, answerWithFollowUps, doesNotApply, followUpOf } from './follow-ups';
import { NOT_APPLICABLE, getQuestion } from './questions';
import type { Responses } from './questions';
import { optionPoints } from './scoring';

describe('follow-up questions', () => {
  it('names the dishwasher, vessels, shower, bathtub, bucket, vehicle and drip follow-ups', () => {
    expect(FOLLOW_UPS.map((rule) => [rule.parent, rule.key])).toEqual([
      ['q4_dishwasherFrequency', 'q5_dishwasherFullLoads'],
      ['q6_washVesselsByHandFrequency', 'q7_washVesselsByHandMethod'],
      ['q9_showerFrequency', 'q8_showerDuration'],
      ['q10_bathtubFrequency', 'q11_bathtubUsage'],
      ['q13_bucketFrequency', 'q12_bucketAmount'],
      ['q14_vehicleWashFrequency', 'q15_vehicleWashMethod'],
      ['q21_plantWatering', 'q22_dripIrrigation'],
    ]);
  });

  it('answers every follow-up with one of its own options, on the same page as its parent', () => {
    for (const rule of FOLLOW_UPS) {
      expect(getQuestion(rule.key).options).toContain(rule.answer);
      expect(getQuestion(rule.parent).options).toContain(rule.absent);
      expect(getQuestion(rule.key).page).toBe(getQuestion(rule.parent).page);
    }
  });

  it("answers the dishwasher follow-up 'Not Applicable', scored as if chosen by hand (3)", () => {
    const next = answerWithFollowUps({}, 'q4_dishwasherFrequency', NOT_APPLICABLE);
    expect(next).toEqual({
      q4_dishwasherFrequency: NOT_APPLICABLE,
      q5_dishwasherFullLoads: NOT_APPLICABLE,
    });
    expect(optionPoints('q5_dishwasherFullLoads', next.q5_dishwasherFullLoads ?? '')).toBe(3);
    expect(doesNotApply('q5_dishwasherFullLoads', next)).toBe(true);
  });

  it("answers the drip question 'We have no plants' (5 points) when there are no plants", () => {
    const next = answerWithFollowUps({}, 'q21_plantWatering', 'We have no plants');
    expect(next.q22_dripIrrigation).toBe('We have no plants');
    expect(optionPoints('q22_dripIrrigation', 'We have no plants')).toBe(5);
  });

  it('never overwrites an answer the child gave to the follow-up', () => {
    const before: Partial<Responses> = { q15_vehicleWashMethod: 'With a running hose pipe' };
    const next = answerWithFollowUps(before, 'q14_vehicleWashFrequency', NOT_APPLICABLE);
    expect(next.q15_vehicleWashMethod).toBe('With a running hose pipe');
    expect(doesNotApply('q15_vehicleWashMethod', next)).toBe(true);
  });

  it('takes an automatic answer back when the parent changes, keeps a hand answer', () => {
    const auto = answerWithFollowUps({}, 'q10_bathtubFrequency', NOT_APPLICABLE);
    const changed = answerWithFollowUps(auto, 'q10_bathtubFrequency', 'About once a week');
    expect(changed).toEqual({ q10_bathtubFrequency: 'About once a week' });
    expect(doesNotApply('q11_bathtubUsage', changed)).toBe(false);

    const byHand = answerWithFollowUps(auto, 'q11_bathtubUsage', 'About half full');
    const changedAgain = answerWithFollowUps(byHand, 'q10_bathtubFrequency', 'About once a month');
    expect(changedAgain.q11_bathtubUsage).toBe('About half full');
  });

  it('leaves non-parents and other answers alone', () => {
    const answers: Partial<Responses> = { q5_dishwasherFullLoads: 'Always' };
    expect(answerWithFollowUps(answers, 'q16_tapWhileBrushing', 'Never')).toEqual({
      ...answers,
      q16_tapWhileBrushing: 'Never',
    });
    expect(followUpOf('q4_dishwasherFrequency')).toBeUndefined();
    expect(followUpOf('q5_dishwasherFullLoads')?.parent).toBe('q4_dishwasherFrequency');
  });
});
