import type { QuestionKey, Responses } from './questions';
import { footprint, type DirectCategory, type Footprint, type Measurements } from './water';

// One household, one figure (issue 27, item 5): a home's litres from ALL its members' latest
// answers, so every member's screens show the same number. The model is run, never patched:
//
// - the home's shared uses (laundry, kitchen, toilet, garden, vehicle, leaks, the tap's flow)
//   come once, from the household's latest answers, whoever gave them;
// - each member's own bathing and brushing come from that member's answers, run through the
//   model with the home's shared answers (its tap, its measured shower), as litres per person;
//   the people of the home who have not answered (household size minus members who answered)
//   are counted at the members' mean. A home has at least as many people as members.
//
// With one member who answered, this is exactly footprint(latest, measurements).

/** Answers that describe one person's own habits, not the home's. */
export const PERSONAL_QUESTIONS: readonly QuestionKey[] = [
  'q8_showerDuration',
  'q9_showerFrequency',
  'q10_bathtubFrequency',
  'q11_bathtubUsage',
  'q12_bucketAmount',
  'q13_bucketFrequency',
  'q16_tapWhileBrushing',
];

const PERSONAL_CATEGORIES = ['bathing', 'brushing'] as const;
type PersonalCategory = (typeof PERSONAL_CATEGORIES)[number];

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The water model householdFootprint runs: `footprint` (checked) unless told otherwise. */
export type HouseholdModel = (responses: Responses, measurements: Measurements) => Footprint;

/**
 * The household's footprint. `latest` is the household's latest answers; `members` every
 * member's own latest answers (latest included, once; another member's may hold only their
 * PERSONAL_QUESTIONS). Answers must be valid (footprint checks).
 */
export function householdFootprint(
  latest: Responses,
  members: readonly Partial<Responses>[],
  measurements: Measurements = {},
): Footprint {
  return householdFigure(latest, members, measurements, footprint);
}

/**
 * householdFootprint by a model of the caller's choice: the browser's what-if runs the model
 * without its input checks (their schema library would more than double what the plan's
 * what-if loads), so nothing it calls may name `footprint`; the server passes `footprint`.
 */
export function householdFigure(
  latest: Responses,
  members: readonly Partial<Responses>[],
  measurements: Measurements,
  model: HouseholdModel,
): Footprint {
  if (members.length <= 1) return model(latest, measurements);
  // More members than the latest answer's household size: the home has at least its members.
  const stated = model(latest, measurements).householdSize;
  const base: Responses =
    members.length > stated
      ? { ...latest, q1_householdSize: members.length >= 5 ? '5+' : String(members.length) }
      : latest;
  const home = model(base, measurements);
  const people = home.householdSize;
  // Each member's own habits in this home: the home's answers with that member's own ones.
  const own = members.map((m) => {
    const mixed: Responses = { ...base };
    for (const key of PERSONAL_QUESTIONS) {
      const answer = m[key];
      if (answer !== undefined) mixed[key] = answer;
    }
    const fp = model(mixed, measurements);
    return new Map(
      fp.direct.categories
        .filter((c) => (PERSONAL_CATEGORIES as readonly string[]).includes(c.key))
        .map((c) => [
          c.key as PersonalCategory,
          {
            value: c.litresPerDay / fp.householdSize,
            low: c.low / fp.householdSize,
            high: c.high / fp.householdSize,
          },
        ]),
    );
  });
  const combine = (key: PersonalCategory, end: 'value' | 'low' | 'high') => {
    const each = own.map((o) => o.get(key)![end]);
    const mean = sum(each) / each.length;
    // More members than '5+' counts: the members' mean for each of the home's people.
    return members.length >= people ? people * mean : sum(each) + (people - members.length) * mean;
  };
  const categories: DirectCategory[] = home.direct.categories.map((c) =>
    (PERSONAL_CATEGORIES as readonly string[]).includes(c.key)
      ? {
          key: c.key,
          litresPerDay: combine(c.key as PersonalCategory, 'value'),
          low: combine(c.key as PersonalCategory, 'low'),
          high: combine(c.key as PersonalCategory, 'high'),
        }
      : c,
  );
  const litresPerDay = sum(categories.map((c) => c.litresPerDay));
  // The range is the model's combined uncertainty (independent factors, not every one at its
  // extreme: model.ts), so it is not the sum of the categories' ranges: the home's relative range
  // carried to the household's litres (members with the same answers give the model's own range).
  const ratio = (end: number) =>
    home.direct.litresPerDay > 0 ? end / home.direct.litresPerDay : 1;
  const low = litresPerDay * ratio(home.direct.low);
  const high = litresPerDay * ratio(home.direct.high);
  return {
    ...home,
    direct: {
      litresPerDay,
      perPersonPerDay: litresPerDay / people,
      low,
      high,
      perPersonLow: low / people,
      perPersonHigh: high / people,
      categories,
    },
  };
}

/** One answer set to a new value (as the plan and the pledges name a change). */
export interface HouseholdChange {
  questionKey: QuestionKey;
  answer: string;
}

function applied<R extends Partial<Responses>>(
  responses: R,
  changes: readonly HouseholdChange[],
): R {
  const changed: R = { ...responses };
  for (const { questionKey, answer } of changes) changed[questionKey] = answer;
  return changed;
}

/**
 * The household's footprint with changes to ONE member's answers (`member`, an index of
 * `members`): a change to a shared use changes the home's latest answers, whoever gave them; a
 * change to one's own bathing or brushing changes that member's share. The what-if of the plan
 * (and of POST /api/footprint/preview) on the figure every member sees. `model` as in
 * householdFigure (the server passes `footprint`).
 */
export function householdWithChanges(
  latest: Responses,
  members: readonly Partial<Responses>[],
  member: number,
  changes: readonly HouseholdChange[],
  measurements: Measurements,
  model: HouseholdModel,
): Footprint {
  return householdFigure(
    applied(latest, changes),
    members.map((m, i) => (i === member ? applied(m, changes) : m)),
    measurements,
    model,
  );
}

/**
 * Household direct litres a day that changes to ONE member's answers save (negative: more
 * used), by the model on the combined answers, never summed. A change to the home's shared
 * uses (laundry, a leak) changes the home's answers, whoever gave them last; a change to one's
 * own bathing or brushing changes that member's share (and the share of the home's people who
 * have not answered, counted at the members' mean), so in a home of four where all four answered,
 * one shower cut saves a quarter of what it saves when all four cut it.
 */
export function householdSaving(
  latest: Responses,
  members: readonly Partial<Responses>[],
  member: number,
  changes: readonly HouseholdChange[],
  measurements: Measurements = {},
): number {
  const before = householdFootprint(latest, members, measurements).direct.litresPerDay;
  const after = householdWithChanges(latest, members, member, changes, measurements, footprint)
    .direct.litresPerDay;
  return before - after;
}
