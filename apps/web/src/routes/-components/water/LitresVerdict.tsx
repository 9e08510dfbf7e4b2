// The first verdict on the summary, the dashboard and the history (issue 27): each person's
// litres a day against India's 135-litre norm, and the change since the last attempt. Litres
// are the product's one truth; the spec's points follow it as the questionnaire's habit score.
import { useTranslation } from 'react-i18next';
import { useWaterWords } from './words';

// Below this a change per person is rounding, not water.
const SOME_WATER = 0.5;

export interface LitresVerdictProps {
  perPersonPerDay: number;
  normPerPersonPerDay: number;
  /** Each person's litres a day at the previous attempt with answers; null at the first. */
  previousPerPersonPerDay: number | null;
  /** The heading level of the verdict: 2 on a page, 3 inside a card. */
  level?: 2 | 3;
}

export function isOverNorm(perPersonPerDay: number, normPerPersonPerDay: number): boolean {
  return Math.round(perPersonPerDay) > normPerPersonPerDay;
}

export function LitresVerdict({
  perPersonPerDay,
  normPerPersonPerDay,
  previousPerPersonPerDay,
  level = 2,
}: LitresVerdictProps) {
  const { t } = useTranslation('water');
  const words = useWaterWords();
  const over = isOverNorm(perPersonPerDay, normPerPersonPerDay);
  const about = words.aboutLitres(perPersonPerDay);
  const Heading = level === 2 ? 'h2' : 'h3';
  const change =
    previousPerPersonPerDay === null ? null : previousPerPersonPerDay - perPersonPerDay;
  return (
    <section
      className={`litres-verdict litres-verdict--${over ? 'over' : 'within'}`}
      aria-label={t('verdict.title')}
    >
      <Heading className="litres-verdict__lead">
        <span aria-hidden="true">{over ? '🚰 ' : '💧 '}</span>
        {over
          ? t('verdict.over', { about, norm: normPerPersonPerDay })
          : t('verdict.within', { about, norm: normPerPersonPerDay })}
      </Heading>
      {change === null ? (
        <p className="litres-verdict__change">{t('verdict.first')}</p>
      ) : (
        <p className="litres-verdict__change">
          <span aria-hidden="true">
            {change >= SOME_WATER ? '⬇️ ' : change <= -SOME_WATER ? '⬆️ ' : '➡️ '}
          </span>
          {change >= SOME_WATER
            ? t('verdict.less', { about: words.aboutLitres(change) })
            : change <= -SOME_WATER
              ? t('verdict.more', { about: words.aboutLitres(-change) })
              : t('verdict.same')}
        </p>
      )}
    </section>
  );
}
