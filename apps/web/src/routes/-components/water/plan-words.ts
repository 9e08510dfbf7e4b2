// What one action of the plan saves and gains, in words (namespace 'water'): the action plan's
// and the summary's cards only, so the dashboard does not load it.
import { useTranslation } from 'react-i18next';
import type { Action } from '@wf/scoring/water';
import { useWaterWords } from './words';
import type { WaterT, WaterWords } from './words';

export type ActionFigures = Pick<
  Action,
  'litresSavedPerDay' | 'virtualLitresSavedPerDay' | 'pointsGained' | 'kind'
>;

// Below this the model's difference is rounding noise, not water a family saves.
const SOME_WATER = 0.05;

/** The phrases, for a `t` of the 'water' namespace (pure: the unit tests use it). */
export function actionWords(t: WaterT, { aboutLitres }: WaterWords) {
  return {
    /** Direct litres for the home, or hidden water a person, or (awareness) learning only. */
    saves: (action: ActionFigures) => {
      if (action.litresSavedPerDay > SOME_WATER)
        return t('action.saves', { about: aboutLitres(action.litresSavedPerDay) });
      if (action.virtualLitresSavedPerDay > SOME_WATER)
        return t('action.savesHidden', { about: aboutLitres(action.virtualLitresSavedPerDay) });
      return t('action.learn');
    },
    /**
     * "+3 points", "−1 point", "no change in points". With the action, a change that saves
     * water but costs points says both plainly: "−1 point, about 111 litres a day less".
     */
    points: (points: number, action?: ActionFigures) => {
      if (points === 0) return t('action.noPoints');
      if (points < 0 && action && action.litresSavedPerDay > SOME_WATER) {
        return t('action.costsPoints', {
          count: -points,
          about: aboutLitres(action.litresSavedPerDay),
        });
      }
      return points > 0
        ? t('action.pointsUp', { count: points })
        : t('action.pointsDown', { count: -points });
    },
  };
}

export function useActionWords() {
  const { t } = useTranslation('water');
  return actionWords(t, useWaterWords());
}
