import { describe, expect, it } from 'vitest';
import { checkPasswordStrength } from '@wf/scoring/password-strength';
import { answerStrengthRequest } from './protocol';
import { STRENGTH_WORDS } from './words';

describe("the strength worker's answer", () => {
  it('is the shared estimate, so the meter and the server never disagree', () => {
    for (const [password, inputs] of [
      ['water2024', []],
      ['Password123', []],
      ['purple tiger jumps', []],
      ['anayasharma9', ['Anaya Sharma', 'anaya.sharma@example.com']],
    ] as const) {
      const reply = answerStrengthRequest({ id: 7, password, userInputs: inputs });
      expect(reply).toEqual({ id: 7, strength: checkPasswordStrength(password, inputs) });
    }
  });

  it('refuses with a message what the estimator rates 0 or 1, and accepts the rest', () => {
    const weak = answerStrengthRequest({ id: 1, password: 'water2024', userInputs: [] });
    expect('strength' in weak && weak.strength.acceptable).toBe(false);
    expect('strength' in weak && weak.strength.message).toBeTruthy();
    const strong = answerStrengthRequest({ id: 2, password: 'purple tiger jumps', userInputs: [] });
    expect('strength' in strong && strong.strength.acceptable).toBe(true);
    expect('strength' in strong && strong.strength.message).toBeNull();
  });

  it('says every score in words', () => {
    expect(Object.keys(STRENGTH_WORDS)).toEqual(['0', '1', '2', '3', '4']);
    expect(new Set(Object.values(STRENGTH_WORDS)).size).toBe(5);
  });
});
