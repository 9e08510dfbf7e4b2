// What the organiser could campaign on next (issue 28, item 1): the two or three changes that
// would save the community the most litres a day if every household that could make them did.
// Each household's own change is the one its action plan offers (the change its residents are
// already shown), so a campaign asks for what they see. Litres are always the model's: a change
// is counted per household, and changes taken together are run through the model on the
// household's combined answers, never added up (a shorter shower and a bucket bath cut the same
// water).

import { getQuestion } from './questions';
import type { QuestionKey, Responses } from './questions';
import { combinedSaving } from './water/combined';
import type { Action, ActionKind } from './water/actions';
import type { Measurements } from './water/measurements';

/** At most this many changes are proposed: a campaign that asks for more asks for nothing. */
export const CAMPAIGN_COUNT = 3;

/**
 * A change is proposed beside those already chosen only if it still adds at least this share of
 * its own litres on top of them (so "shorter showers" and "bucket baths", which save the same
 * water, do not take two of the three places).
 */
export const CAMPAIGN_MIN_ADDED_SHARE = 0.5;

/** One household's latest answers, the plan its residents are offered and its measurements. */
export interface CampaignHousehold {
  answers: Responses;
  plan: readonly Action[];
  measurements?: Measurements;
}

export interface CampaignChange {
  questionKey: QuestionKey;
  /** The action plan's title most of these households are offered ("Take shorter showers"). */
  title: string;
  question: string;
  kind: ActionKind;
  /** Household litres a day saved if every household concerned made its own change. */
  litresPerDay: number;
  /** Households whose answer could change (those whose plan offers it). */
  households: number;
}

export interface CampaignNext {
  /** Highest litres first; at most CAMPAIGN_COUNT. */
  changes: CampaignChange[];
  /**
   * All the changes above together, each household's run through the model on its combined
   * answers (less than their sum when they overlap); null with fewer than two changes.
   */
  together: {
    litresPerDay: number;
    households: number;
    /**
     * How much less that is than the changes one by one: the water they share (0 when they cut
     * different water, as laundry, bathing and brushing do).
     */
    sharedLitresPerDay: number;
  } | null;
  /** Households whose answers were counted. */
  householdsCounted: number;
}

interface Candidate extends CampaignChange {
  titles: Map<string, number>;
}

function candidatesOf(households: readonly CampaignHousehold[]): Candidate[] {
  const byKey = new Map<QuestionKey, Candidate>();
  for (const { plan } of households) {
    for (const action of plan) {
      if (!(action.litresSavedPerDay > 0)) continue;
      let c = byKey.get(action.questionKey);
      if (!c) {
        c = {
          questionKey: action.questionKey,
          title: action.title,
          question: getQuestion(action.questionKey).text,
          kind: action.kind,
          litresPerDay: 0,
          households: 0,
          titles: new Map(),
        };
        byKey.set(action.questionKey, c);
      }
      c.litresPerDay += action.litresSavedPerDay;
      c.households++;
      c.titles.set(action.title, (c.titles.get(action.title) ?? 0) + 1);
    }
  }
  return [...byKey.values()]
    .map((c) => {
      // The title most households are offered (titles differ only where the better answer
      // does, as for the vessels' washing method); ties go to the first seen.
      let best = c.title;
      for (const [title, n] of c.titles) if (n > (c.titles.get(best) ?? 0)) best = title;
      return { ...c, title: best };
    })
    .sort((a, b) => b.litresPerDay - a.litresPerDay);
}

/**
 * Litres a day the households would save with each one's own changes for `keys` made together:
 * the model on each household's combined answers, then added up over households (different
 * homes do not share water; the changes of one home do).
 */
function togetherOf(households: readonly CampaignHousehold[], keys: ReadonlySet<QuestionKey>) {
  let litresPerDay = 0;
  let concerned = 0;
  for (const { answers, plan, measurements } of households) {
    const changes = plan
      .filter((a) => keys.has(a.questionKey) && a.litresSavedPerDay > 0)
      .map((a) => ({ questionKey: a.questionKey, answer: a.betterAnswer }));
    if (changes.length === 0) continue;
    concerned++;
    litresPerDay += combinedSaving(answers, changes, measurements).litresSavedPerDay;
  }
  return { litresPerDay, households: concerned };
}

/**
 * The changes to campaign on: by the community's litres, skipping one that mostly overlaps
 * those already chosen, at most CAMPAIGN_COUNT; with what they save together.
 */
export function campaignNext(households: readonly CampaignHousehold[]): CampaignNext {
  const chosen: Candidate[] = [];
  let together = { litresPerDay: 0, households: 0 };
  for (const candidate of candidatesOf(households)) {
    if (chosen.length === CAMPAIGN_COUNT) break;
    if (chosen.length === 0) {
      chosen.push(candidate);
      together = { litresPerDay: candidate.litresPerDay, households: candidate.households };
      continue;
    }
    const keys = new Set([...chosen, candidate].map((c) => c.questionKey));
    const withIt = togetherOf(households, keys);
    const added = withIt.litresPerDay - together.litresPerDay;
    if (added < candidate.litresPerDay * CAMPAIGN_MIN_ADDED_SHARE) continue;
    chosen.push(candidate);
    together = withIt;
  }
  const oneByOne = chosen.reduce((sum, c) => sum + c.litresPerDay, 0);
  return {
    changes: chosen.map((c) => ({
      questionKey: c.questionKey,
      title: c.title,
      question: c.question,
      kind: c.kind,
      litresPerDay: c.litresPerDay,
      households: c.households,
    })),
    together:
      chosen.length >= 2
        ? { ...together, sharedLitresPerDay: Math.max(0, oneByOne - together.litresPerDay) }
        : null,
    householdsCounted: households.length,
  };
}
