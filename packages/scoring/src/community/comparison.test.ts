import { describe, expect, it } from 'vitest';
import { COMPARISON_GROUP_MIN, fairComparison, type HouseholdLitres } from './comparison';

let next = 0;
const home = (householdSize: number, perPersonPerDay: number): HouseholdLitres => ({
  key: `h${++next}`,
  householdSize,
  perPersonPerDay,
});

describe('fairComparison', () => {
  it('compares with homes of the same size when at least five share it', () => {
    const own = home(4, 90);
    const fours = [home(4, 100), home(4, 120), home(4, 80), home(4, 140)];
    const others = [home(2, 10), home(2, 20), home(3, 30)];
    const result = fairComparison(own, [own, ...fours, ...others]);
    expect(result).toEqual({
      basis: 'same-size',
      householdSize: 4,
      households: 5,
      yours: 90,
      median: 100,
      efficientFifth: 80,
      verdict: 'better',
    });
  });

  it('falls back to every household of the community when fewer than five share the size', () => {
    const own = home(5, 60);
    const community = [home(5, 200), home(2, 100), home(3, 110), home(4, 120), home(1, 130)];
    const result = fairComparison(own, community);
    expect(result?.basis).toBe('community');
    expect(result?.households).toBe(6);
    // 115 published to the nearest 10 litres.
    expect(result?.median).toBe(120);
    // A fifth of six, rounded up: the two lowest (60 and 100).
    expect(result?.efficientFifth).toBe(80);
    expect(result?.verdict).toBe('efficient');
  });

  it('gives no comparison in a community of fewer than five households', () => {
    const own = home(3, 100);
    const few = Array.from({ length: COMPARISON_GROUP_MIN - 2 }, () => home(3, 100));
    expect(fairComparison(own, few)).toBeNull();
  });

  it('approves only below the median: at or above it, encouragement', () => {
    const group = [home(2, 100), home(2, 110), home(2, 120), home(2, 130)];
    expect(fairComparison(home(2, 115), group)?.verdict).toBe('not-yet');
    expect(fairComparison(home(2, 150), group)?.verdict).toBe('not-yet');
    const same = Array.from({ length: 5 }, () => home(2, 100));
    expect(fairComparison(same[0]!, same)?.verdict).toBe('not-yet');
  });

  it('publishes the group figures to the nearest 10 litres, the verdict from the exact ones', () => {
    const own = home(2, 153.4149);
    const group = [home(2, 153.4149), home(2, 153.42), home(2, 153.43), home(2, 153.44)];
    const result = fairComparison(own, [own, ...group]);
    expect(result?.median).toBe(150);
    expect(result?.efficientFifth).toBe(150);
    expect(result?.yours).toBe(153.4149);
    expect(result?.verdict).toBe('efficient');
  });
});
