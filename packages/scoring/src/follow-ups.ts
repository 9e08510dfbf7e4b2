// Which questions follow up another, and the answer a follow-up takes when its parent says the
// thing never happens ("no dishwasher": then "is the dishwasher full?" does not apply). The
// questionnaire fills such follow-ups in for the child (and folds them), the action plan never
// proposes them as an action; both read this one table.
//
// The follow-up's answer is one of its own options, so its points are exactly those of choosing
// it by hand: nothing here scores.

import { getQuestion } from './questions';
import type { QuestionKey, Responses } from './questions';

export interface FollowUp {
  /** The question that does not apply when `parent` is answered `absent`. */
  key: QuestionKey;
  parent: QuestionKey;
  /** The parent's answer saying the thing is not part of this home. */
  absent: string;
  /** The follow-up's own option meaning the same. */
  answer: string;
}

const NA = 'Not Applicable';

// Shower and bucket bath: how often is the parent of how long / how much, whichever comes first
// on the page, because "never" is a frequency.
export const FOLLOW_UPS: readonly FollowUp[] = [
  { key: 'q5_dishwasherFullLoads', parent: 'q4_dishwasherFrequency', absent: NA, answer: NA },
  {
    key: 'q7_washVesselsByHandMethod',
    parent: 'q6_washVesselsByHandFrequency',
    absent: NA,
    answer: NA,
  },
  { key: 'q8_showerDuration', parent: 'q9_showerFrequency', absent: NA, answer: NA },
  { key: 'q11_bathtubUsage', parent: 'q10_bathtubFrequency', absent: NA, answer: NA },
  { key: 'q12_bucketAmount', parent: 'q13_bucketFrequency', absent: NA, answer: NA },
  { key: 'q15_vehicleWashMethod', parent: 'q14_vehicleWashFrequency', absent: NA, answer: NA },
  {
    key: 'q22_dripIrrigation',
    parent: 'q21_plantWatering',
    absent: 'We have no plants',
    answer: 'We have no plants',
  },
];

// A rule naming an option its question does not have would silently never fire: fail the import.
for (const rule of FOLLOW_UPS) {
  if (!getQuestion(rule.parent).options.includes(rule.absent)) {
    throw new Error(`${rule.parent}: no option '${rule.absent}'`);
  }
  if (!getQuestion(rule.key).options.includes(rule.answer)) {
    throw new Error(`${rule.key}: no option '${rule.answer}'`);
  }
}

const BY_KEY = new Map<QuestionKey, FollowUp>(FOLLOW_UPS.map((rule) => [rule.key, rule]));

/** The rule that makes `key` a follow-up, if it is one. */
export function followUpOf(key: QuestionKey): FollowUp | undefined {
  return BY_KEY.get(key);
}

/** True when `key` is a follow-up whose parent, in `answers`, says the thing is absent. */
export function doesNotApply(key: QuestionKey, answers: Partial<Responses>): boolean {
  const rule = BY_KEY.get(key);
  return rule !== undefined && answers[rule.parent] === rule.absent;
}

/**
 * The answers after `key` was answered `value`: an unanswered follow-up of `key` is answered for
 * the child when the new answer says "absent" (an answer the child gave is never overwritten),
 * and an answer filled in that way is taken back (left for the child to give) when the parent
 * changes to something else.
 */
export function answerWithFollowUps(
  answers: Partial<Responses>,
  key: QuestionKey,
  value: string,
): Partial<Responses> {
  const next: Partial<Responses> = { ...answers, [key]: value };
  for (const rule of FOLLOW_UPS) {
    if (rule.parent !== key) continue;
    if (value === rule.absent) {
      if (answers[rule.key] === undefined) next[rule.key] = rule.answer;
    } else if (answers[key] === rule.absent && answers[rule.key] === rule.answer) {
      delete next[rule.key];
    }
  }
  return next;
}
