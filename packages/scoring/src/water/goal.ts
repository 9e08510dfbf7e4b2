// A family goal: cut direct litres by a percentage of a baseline (the attempt it was set on).

import { z } from 'zod';

export interface Goal {
  /** Household direct litres a day when the goal was set. */
  baselineLitresPerDay: number;
  /** The cut aimed for, in percent of the baseline. */
  targetPercent: number;
}

export const targetPercentSchema = z
  .number({ error: 'targetPercent: must be a whole number from 1 to 90' })
  .int({ error: 'targetPercent: must be a whole number from 1 to 90' })
  .min(1, { error: 'targetPercent: must be a whole number from 1 to 90' })
  .max(90, { error: 'targetPercent: must be a whole number from 1 to 90' });

export const goalSchema = z.strictObject({
  baselineLitresPerDay: z
    .number({ error: 'baselineLitresPerDay: must be a positive number' })
    .positive({ error: 'baselineLitresPerDay: must be a positive number' })
    .refine(Number.isFinite, { error: 'baselineLitresPerDay: must be a positive number' }),
  targetPercent: targetPercentSchema,
});

export interface GoalProgress {
  /** The household litres a day that meet the goal. */
  targetLitresPerDay: number;
  /** Baseline minus now; negative when use went up. */
  savedLitresPerDay: number;
  /** Litres a day still to cut; 0 once reached. */
  litresToGo: number;
  /** Share of the goal's cut achieved, from 0 to 1. */
  progress: number;
  reached: boolean;
}

export function goalProgress(goal: Goal, currentLitresPerDay: number): GoalProgress {
  const { baselineLitresPerDay, targetPercent } = goalSchema.parse(goal);
  const cut = (baselineLitresPerDay * targetPercent) / 100;
  const targetLitresPerDay = baselineLitresPerDay - cut;
  const savedLitresPerDay = baselineLitresPerDay - currentLitresPerDay;
  return {
    targetLitresPerDay,
    savedLitresPerDay,
    litresToGo: Math.max(0, currentLitresPerDay - targetLitresPerDay),
    progress: Math.min(1, Math.max(0, savedLitresPerDay / cut)),
    reached: currentLitresPerDay <= targetLitresPerDay,
  };
}
