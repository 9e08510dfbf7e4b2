// Recommendations on the score summary: the tips for the user's weakest answers.

import { isActionable } from './actionable';
import { NOT_APPLICABLE, QUESTIONS } from './questions';
import type { QuestionKey, Responses } from './questions';
import { OPTION_POINTS, maxPoints } from './scoring';

export interface Recommendation {
  key: QuestionKey;
  question: string;
  answer: string;
  /** The question's tip, its litres named ({{leak}}): fill them with withTipFigures(). */
  tip: string;
  /** Points the answer is below the question's best option. */
  lost: number;
}

/**
 * The answers that lose the most points, worst first (ties in question order), only those that
 * lose any. 'Not Applicable' answers are skipped: a tip about a bathtub or a car is no use to
 * someone who has neither, however many points that answer scores. Household size is skipped:
 * nobody can act on it (actionable.ts). Missing or unknown answers
 * (partial or legacy data) are skipped too rather than failing the summary.
 */
export function recommendations(responses: Partial<Responses>, count = 5): Recommendation[] {
  const found: Recommendation[] = [];
  for (const q of QUESTIONS) {
    const answer = responses[q.key];
    if (!isActionable(q.key)) continue;
    if (typeof answer !== 'string' || answer === NOT_APPLICABLE) continue;
    const points = OPTION_POINTS[q.key][q.options.indexOf(answer)];
    if (points === undefined) continue;
    const lost = maxPoints(q.key) - points;
    if (lost > 0) found.push({ key: q.key, question: q.text, answer, tip: q.tip, lost });
  }
  // QUESTIONS is in question order and sort is stable, so ties keep that order.
  found.sort((a, b) => b.lost - a.lost);
  return found.slice(0, Math.max(0, Math.floor(count)));
}
