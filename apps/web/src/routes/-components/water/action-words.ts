// What one action of the plan saves, in words: direct litres for the home, or hidden water a
// person, or (awareness questions) points only.
import type { Action } from '@wf/scoring/water';
import { aboutLitres } from '../../../lib/litres';

export type ActionFigures = Pick<
  Action,
  'litresSavedPerDay' | 'virtualLitresSavedPerDay' | 'pointsGained' | 'kind'
>;

// Below this the model's difference is rounding noise, not water a family saves.
const SOME_WATER = 0.05;

export function savesText(action: ActionFigures): string {
  if (action.litresSavedPerDay > SOME_WATER)
    return `Saves ${aboutLitres(action.litresSavedPerDay)} a day`;
  if (action.virtualLitresSavedPerDay > SOME_WATER)
    return `Saves ${aboutLitres(action.virtualLitresSavedPerDay)} of hidden water a person a day`;
  return 'Helps you learn about water';
}

export function pointsText(points: number): string {
  if (points === 0) return 'no change in points';
  return `${points > 0 ? '+' : '−'}${Math.abs(points)} ${Math.abs(points) === 1 ? 'point' : 'points'}`;
}

export const KIND_LABEL = { habit: 'Habit', fix: 'Fix' } as const;
export const KIND_HINT = {
  habit: 'Something you do differently',
  fix: 'Something you fit or repair once',
} as const;
