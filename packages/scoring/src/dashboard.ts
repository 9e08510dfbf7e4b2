// The organiser's dashboard (issue 11, item 5): how the community's figures are grouped, from
// plain rows to the weeks, bins and rankings the /admin charts and the community report draw.
// Pure: the API reads the rows, these decide what they add up to.

import { QUESTIONS, getQuestion } from './questions';
import type { QuestionKey, Responses } from './questions';
import { maxPoints, optionPoints, SCORE_BOUNDS } from './scoring';
import { computeFootprint } from './water';
import type { Action, Measurements } from './water';

/** Litres bins are this wide, so that the 135 L norm falls on a boundary. */
export const LITRES_BIN_WIDTH = 45;
export const LITRES_BIN_COUNT = 7;
export const SCORE_BIN_WIDTH = 10;
/** The participation chart's weeks at most (the latest ones). */
export const MAX_WEEKS = 26;
export const COSTLIEST_COUNT = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday (UTC) of the week holding `date`, as YYYY-MM-DD. */
export function weekStart(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

export interface WeekCount {
  /** Monday of the week, YYYY-MM-DD. */
  week: string;
  signups: number;
  attempts: number;
}

/**
 * Sign-ups and attempts per week, every week from the first with either up to `now`'s (weeks
 * with none included, so the chart's gaps are real), at most the latest MAX_WEEKS.
 */
export function participationByWeek(
  signups: readonly Date[],
  attempts: readonly Date[],
  now: Date,
): WeekCount[] {
  const counts = new Map<string, WeekCount>();
  const bump = (date: Date, field: 'signups' | 'attempts') => {
    const week = weekStart(date);
    const entry = counts.get(week) ?? { week, signups: 0, attempts: 0 };
    entry[field]++;
    counts.set(week, entry);
  };
  signups.forEach((d) => bump(d, 'signups'));
  attempts.forEach((d) => bump(d, 'attempts'));
  if (counts.size === 0) return [];
  const last = weekStart(now);
  const earliest = [...counts.keys()].sort()[0]!;
  const firstShown = Date.parse(`${last}T00:00:00Z`) - (MAX_WEEKS - 1) * 7 * DAY_MS;
  let cursor = Math.max(Date.parse(`${earliest}T00:00:00Z`), firstShown);
  const weeks: WeekCount[] = [];
  for (; cursor <= Date.parse(`${last}T00:00:00Z`); cursor += 7 * DAY_MS) {
    const week = new Date(cursor).toISOString().slice(0, 10);
    weeks.push(counts.get(week) ?? { week, signups: 0, attempts: 0 });
  }
  return weeks;
}

export interface Bin {
  /** What the bar is labelled: '90-134', '270+'. */
  label: string;
  from: number;
  /** Exclusive; null for the open last bin. */
  to: number | null;
  count: number;
}

function binsOf(values: readonly number[], width: number, count: number, start = 0): Bin[] {
  const bins: Bin[] = Array.from({ length: count }, (_, i) => {
    const from = start + i * width;
    const open = i === count - 1;
    return {
      label: open ? `${from}+` : `${from}-${from + width - 1}`,
      from,
      to: open ? null : from + width,
      count: 0,
    };
  });
  for (const value of values) {
    const index = Math.min(count - 1, Math.max(0, Math.floor((value - start) / width)));
    bins[index]!.count++;
  }
  return bins;
}

/** Latest scores in bins of ten points across the possible range. */
export function scoreBins(scores: readonly number[]): Bin[] {
  const { min, max } = SCORE_BOUNDS.total;
  const start = Math.floor(min / SCORE_BIN_WIDTH) * SCORE_BIN_WIDTH;
  const count = Math.floor((max - start) / SCORE_BIN_WIDTH) + 1;
  const bins = binsOf(scores, SCORE_BIN_WIDTH, count, start);
  // The last bin is closed here: no score passes the maximum.
  const last = bins.at(-1)!;
  last.to = last.from + SCORE_BIN_WIDTH;
  last.label = `${last.from}-${Math.min(max, last.from + SCORE_BIN_WIDTH - 1)}`;
  return bins;
}

/** Litres a person a day in bins of 45 L, the 135 L norm on a boundary, the last bin open. */
export function litresBins(litresPerPerson: readonly number[]): Bin[] {
  return binsOf(litresPerPerson, LITRES_BIN_WIDTH, LITRES_BIN_COUNT);
}

export { median } from './community/median';

/** One household's latest answers with the action plan a resident of the home is offered. */
export interface HouseholdPlan {
  answers: Responses;
  plan: readonly Action[];
}

/** A household's direct litres a day and its people, from the model. */
export interface HouseholdLitres {
  litresPerDay: number;
  people: number;
}

export function householdLitres(answers: Responses, measurements: Measurements): HouseholdLitres {
  const fp = computeFootprint(answers, measurements);
  return { litresPerDay: fp.direct.litresPerDay, people: fp.householdSize };
}

export interface QuestionCost {
  questionKey: QuestionKey;
  question: string;
  /** Points the answers fell short of the question's best, over every household counted. */
  pointsLost: number;
  /** Household litres a day the community would save with each home's best realistic change. */
  litresPerDay: number;
  /** Households whose answer could be better. */
  households: number;
}

/**
 * What each question costs the community, over each household's latest answers: points below
 * the best answer, and the litres of the action plan's change for it (the same change a
 * resident is offered, so the campaign asks for what residents are already shown).
 */
export function questionCosts(households: readonly HouseholdPlan[]): QuestionCost[] {
  const costs = new Map<QuestionKey, QuestionCost>(
    QUESTIONS.map((q) => [
      q.key,
      { questionKey: q.key, question: q.text, pointsLost: 0, litresPerDay: 0, households: 0 },
    ]),
  );
  for (const { answers, plan } of households) {
    const counted = new Set<QuestionKey>();
    for (const q of QUESTIONS) {
      const lost = maxPoints(q.key) - optionPoints(q.key, answers[q.key]);
      if (lost > 0) {
        costs.get(q.key)!.pointsLost += lost;
        counted.add(q.key);
      }
    }
    for (const action of plan) {
      if (action.litresSavedPerDay > 0) {
        costs.get(action.questionKey)!.litresPerDay += action.litresSavedPerDay;
        counted.add(action.questionKey);
      }
    }
    counted.forEach((key) => costs.get(key)!.households++);
  }
  return [...costs.values()];
}

/** The COSTLIEST_COUNT questions by litres and by points (ties: question order). */
export function costliestQuestions(costs: readonly QuestionCost[]) {
  const top = (by: (c: QuestionCost) => number) =>
    [...costs]
      .filter((c) => by(c) > 0)
      .sort((a, b) => by(b) - by(a))
      .slice(0, COSTLIEST_COUNT);
  return { byLitres: top((c) => c.litresPerDay), byPoints: top((c) => c.pointsLost) };
}

/** Litres a person a day of the households given: all their water over all their people. */
export function estimatedLitresPerPerson(households: readonly HouseholdLitres[]): number | null {
  let litres = 0;
  let people = 0;
  for (const h of households) {
    litres += h.litresPerDay;
    people += h.people;
  }
  return people > 0 ? litres / people : null;
}

export function questionText(key: QuestionKey): string {
  return getQuestion(key).text;
}
