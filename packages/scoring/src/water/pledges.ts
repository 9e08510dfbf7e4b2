// Pledges: an "I will ..." promise to move one answer to a better one, checked at the next
// submission against the new answers.

import { z } from 'zod';
import { unknownFields } from '../field-errors';
import { QUESTION_KEYS, getQuestion } from '../questions';
import type { QuestionKey, Responses } from '../questions';
import { EPSILON, isBetterAnswer, pledgeableOptions } from './better-answers';
import type { Measurements } from './measurements';
import { footprint } from './model';

export interface Pledge {
  questionKey: QuestionKey;
  betterAnswer: string;
}

export type PledgeOutcome = 'kept' | 'not_kept';

/** What POST /api/pledges accepts: a question other than household size and one of its options. */
export const pledgeSchema = z
  .strictObject(
    {
      questionKey: z.enum(QUESTION_KEYS, { error: 'questionKey: must be a question key' }),
      betterAnswer: z.string({ error: 'betterAnswer: must be the text of an option' }),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? unknownFields(issue.keys)
          : 'pledge: expected an object with questionKey and betterAnswer',
    },
  )
  .superRefine((pledge, ctx) => {
    if (pledge.questionKey === 'q1_householdSize') {
      ctx.addIssue({
        code: 'custom',
        path: ['questionKey'],
        message: 'questionKey: household size cannot be pledged',
      });
      return;
    }
    const allowed = pledgeableOptions(pledge.questionKey);
    if (!allowed.includes(pledge.betterAnswer)) {
      ctx.addIssue({
        code: 'custom',
        path: ['betterAnswer'],
        message: `betterAnswer: must be one of ${allowed.map((o) => `'${o}'`).join(', ')}`,
      });
    }
  });

function assertPledge({ questionKey, betterAnswer }: Pledge): void {
  if (!getQuestion(questionKey).options.includes(betterAnswer)) {
    throw new Error(`${questionKey}: unknown option '${betterAnswer}'`);
  }
}

/**
 * Kept when the new answer is the pledged one, or at least as good by the model: with the other
 * new answers as they are, it uses no more direct litres than the pledged answer would; on a
 * tie, no more virtual litres; on a tie again (awareness questions), no fewer points.
 */
export function evaluatePledge(
  pledge: Pledge,
  newResponses: Responses,
  measurements?: Measurements,
): PledgeOutcome {
  assertPledge(pledge);
  const { questionKey, betterAnswer } = pledge;
  if (newResponses[questionKey] === betterAnswer) return 'kept';
  // Not kept only when the pledged answer would still be better than the one given: the rule
  // that decided, at its creation, that the pledge promised something (isPledgeable).
  return isBetterAnswer(questionKey, betterAnswer, newResponses, measurements)
    ? 'not_kept'
    : 'kept';
}

/**
 * Household litres a day the pledged answer's change saved: the previous footprint minus the
 * previous footprint with only that answer set to its new value. Negative when that answer got
 * worse; other answers' changes are not credited to the pledge.
 */
export function pledgeLitresSaved(
  pledge: Pledge,
  previousResponses: Responses,
  newResponses: Responses,
  measurements?: Measurements,
): number {
  assertPledge(pledge);
  const { questionKey } = pledge;
  const before = footprint(previousResponses, measurements);
  const after = footprint(
    { ...previousResponses, [questionKey]: newResponses[questionKey] },
    measurements,
  );
  return before.direct.litresPerDay - after.direct.litresPerDay;
}

/**
 * How a pledge shows: 'partial' when it was not kept but its own answer still moved toward it
 * and saved direct litres (a shower cut from 15 to 10 minutes on a 5-minute pledge is progress,
 * credited its real litres, not "Not yet"). Virtual-only pledges have no direct litres to tell
 * progress by, so they stay kept or not kept.
 */
export type PledgeProgress = 'open' | 'kept' | 'partial' | 'not_kept';

export function pledgeProgress(
  status: 'open' | PledgeOutcome,
  litresSavedPerDay: number | null,
): PledgeProgress {
  if (status === 'not_kept' && litresSavedPerDay !== null && litresSavedPerDay > EPSILON) {
    return 'partial';
  }
  return status;
}
