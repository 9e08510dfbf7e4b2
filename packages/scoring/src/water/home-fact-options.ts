// The home facts' options (issue 27, item 4), without their rules: the questionnaire's box loads
// these alone, without zod (home-facts.ts has the schema and says what each fact means).

/**
 * How the family washes its clothes. Q2 and Q3 assume a washing machine; a family without one
 * says so here, and its washes are counted as hand washes (buckets), not machine loads.
 */
export const LAUNDRY_FACTS = ['machine', 'hand'] as const;
export type LaundryFact = (typeof LAUNDRY_FACTS)[number];

/**
 * What the meat, chicken or fish of Q23 mostly is. Q23 asks about the three together; fish has a
 * virtual-water figure of its own, well below chicken's.
 */
export const FISH_FACTS = ['meat', 'both', 'fish'] as const;
export type FishFact = (typeof FISH_FACTS)[number];

/** The share of Q23's portions that are fish, as each answer reads. */
export const FISH_SHARE: Readonly<Record<FishFact, number>> = { meat: 0, both: 0.5, fish: 1 };

export const HOME_FACT_KEYS = ['laundry', 'fish'] as const;
export type HomeFactKey = (typeof HOME_FACT_KEYS)[number];

/** The options of each fact, in the order the form shows them. */
export const HOME_FACT_OPTIONS = {
  laundry: LAUNDRY_FACTS,
  fish: FISH_FACTS,
} as const satisfies Record<HomeFactKey, readonly string[]>;
