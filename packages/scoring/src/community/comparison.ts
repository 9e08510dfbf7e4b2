// Fair comparison (issue 11): a household's litres per person a day against similar homes in its
// community. Comparisons work best against homes like one's own, and need a word of approval for
// those who already do well, or they drift up to the middle (docs/community.md).

import { median } from './median';
import { mostEfficientFifth } from './quintile';

/**
 * Fewest households a comparison is drawn from. A same-size group smaller than this falls back
 * to every household of the community; a community smaller than this gets no comparison, since
 * a median of two or three homes would all but tell a neighbour's figure.
 */
export const COMPARISON_GROUP_MIN = 5;

/**
 * The group's figures are published to the nearest 10 litres (issue 27, item 6): with a group
 * barely above the minimum, an exact median or fifth can be a neighbour's own figure, and a few
 * made-up signups could isolate it. The verdict is still drawn from the exact figures.
 */
export const COMPARISON_ROUND_LITRES = 10;

const roundGroupFigure = (litres: number) =>
  Math.round(litres / COMPARISON_ROUND_LITRES) * COMPARISON_ROUND_LITRES;

export interface HouseholdLitres {
  key: string;
  householdSize: number;
  /** Direct litres per person a day of the household's latest attempt with answers. */
  perPersonPerDay: number;
}

/** 'efficient': in the most efficient fifth; 'better': below the median; else 'not-yet'. */
export type ComparisonVerdict = 'efficient' | 'better' | 'not-yet';

export interface FairComparison {
  /** Whom the figures are of: homes of the same size, or (too few of those) the whole community. */
  basis: 'same-size' | 'community';
  householdSize: number;
  /** Households in the group, this one included. */
  households: number;
  yours: number;
  /** The group's median, to the nearest 10 litres. */
  median: number;
  /** Mean litres per person a day of the group's most efficient fifth, to the nearest 10. */
  efficientFifth: number;
  verdict: ComparisonVerdict;
}

/** `community` is every household of the community with a figure; `own` is counted once. */
export function fairComparison(
  own: HouseholdLitres,
  community: readonly HouseholdLitres[],
): FairComparison | null {
  const everyone = [own, ...community.filter((h) => h.key !== own.key)];
  const sameSize = everyone.filter((h) => h.householdSize === own.householdSize);
  const basis = sameSize.length >= COMPARISON_GROUP_MIN ? 'same-size' : 'community';
  const group = basis === 'same-size' ? sameSize : everyone;
  if (group.length < COMPARISON_GROUP_MIN) return null;
  const values = group.map((h) => h.perPersonPerDay);
  const middle = median(values)!;
  const fifth = mostEfficientFifth(values)!;
  const yours = own.perPersonPerDay;
  return {
    basis,
    householdSize: own.householdSize,
    households: group.length,
    yours,
    median: roundGroupFigure(middle),
    efficientFifth: roundGroupFigure(fifth.mean),
    verdict: yours < middle ? (yours <= fifth.upper ? 'efficient' : 'better') : 'not-yet',
  };
}
