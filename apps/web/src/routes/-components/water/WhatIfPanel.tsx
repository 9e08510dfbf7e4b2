// Now and "if you did this", side by side: litres and points update as answers are tried.
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Button } from '@wf/ui';
import type { WhatIfResult } from './what-if';
import { sentence, useWaterWords } from './words';
import type { WaterWords } from './words';

function differenceText(
  t: TFunction<'water'>,
  words: WaterWords,
  { litresSavedPerDay, pointsGained }: WhatIfResult,
): string {
  const water =
    Math.abs(litresSavedPerDay) < 0.5
      ? t('whatIf.sameWater')
      : litresSavedPerDay > 0
        ? t('whatIf.lessWater', { litres: words.litres(litresSavedPerDay) })
        : t('whatIf.moreWater', { litres: words.litres(-litresSavedPerDay) });
  const points =
    pointsGained === 0
      ? t('whatIf.samePoints')
      : pointsGained > 0
        ? t('whatIf.morePoints', { count: pointsGained })
        : t('whatIf.fewerPoints', { count: -pointsGained });
  return t('whatIf.difference', { water, points });
}

export function WhatIfPanel({ result, onReset }: { result: WhatIfResult; onReset: () => void }) {
  const { t } = useTranslation('water');
  const words = useWaterWords();
  const { now, changed } = result;
  const figures = (litresPerDay: number, points: number) =>
    t('whatIf.figures', { litres: sentence(words.aboutLitres(litresPerDay)), points });
  return (
    <section className="what-if" aria-labelledby="what-if-heading">
      <h2 id="what-if-heading" className="what-if__title">
        <span aria-hidden="true">🔮 </span>
        {t('whatIf.title')}
      </h2>
      <div className="what-if__figures">
        <p className="what-if__now">
          <span className="what-if__label">{t('whatIf.now')}</span>
          <span className="what-if__value">{figures(now.litresPerDay, now.totalScore)}</span>
        </p>
        {/* Announced as it changes, so a screen reader hears the new figures after each try. */}
        <div className="what-if__then" aria-live="polite">
          {changed ? (
            <>
              <p>
                <span className="what-if__label">{t('whatIf.then')}</span>
                <span className="what-if__value what-if__value--then">
                  {figures(changed.litresPerDay, changed.totalScore)}
                </span>
              </p>
              <p className="what-if__difference">{differenceText(t, words, result)}</p>
            </>
          ) : (
            <p className="what-if__hint">{t('whatIf.hint')}</p>
          )}
        </div>
      </div>
      {changed && (
        <Button variant="ghost" size="sm" onClick={onReset}>
          {t('whatIf.startAgain')}
        </Button>
      )}
    </section>
  );
}

/**
 * The figures of a what-if in a bar fixed to the bottom of the screen, so they stay in view
 * while the list is scrolled (the panel above announces them; this one repeats them silently).
 */
export function WhatIfBar({ result, onReset }: { result: WhatIfResult; onReset: () => void }) {
  const { t } = useTranslation('water');
  const words = useWaterWords();
  if (!result.changed) return null;
  const { changed } = result;
  return (
    <div className="what-if-bar">
      <p>
        {t('whatIf.barLead')}{' '}
        <strong>
          {t('whatIf.barLitres', { litres: sentence(words.aboutLitres(changed.litresPerDay)) })}
        </strong>
        , <strong>{t('whatIf.barPoints', { points: changed.totalScore })}</strong>
        <br />
        {differenceText(t, words, result)}
      </p>
      <Button variant="secondary" size="sm" onClick={onReset}>
        {t('whatIf.startAgain')}
      </Button>
    </div>
  );
}
