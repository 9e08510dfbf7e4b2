// Litres a person a day beside the two benchmarks: a simple bar figure with its numbers written
// out, so it reads the same with or without the bars.
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/format';
import { litres } from './words';

// The benchmarks are shown as published (135, 91.6), not rounded like the model's estimates.
const benchmark = (value: number) => formatNumber(value, { maximumFractionDigits: 1 });

export interface PerPersonProps {
  perPersonPerDay: number;
  normPerPersonPerDay: number;
  metroMeasuredPerPersonPerDay: number;
  /** Smaller, for the dashboard card. */
  compact?: boolean;
}

export function PerPerson({
  perPersonPerDay,
  normPerPersonPerDay,
  metroMeasuredPerPersonPerDay,
  compact = false,
}: PerPersonProps) {
  const { t } = useTranslation('water');
  const rows = [
    { key: 'you', label: t('perPerson.you'), value: perPersonPerDay },
    { key: 'norm', label: t('perPerson.norm'), value: normPerPersonPerDay },
    { key: 'metro', label: t('perPerson.metro'), value: metroMeasuredPerPersonPerDay },
  ];
  const max = Math.max(...rows.map((r) => r.value)) * 1.05;
  const verdict =
    perPersonPerDay <= metroMeasuredPerPersonPerDay
      ? t('perPerson.wonderful')
      : perPersonPerDay <= normPerPersonPerDay
        ? t('perPerson.withinNorm', { norm: benchmark(normPerPersonPerDay) })
        : t('perPerson.overNorm', { norm: benchmark(normPerPersonPerDay) });
  return (
    <div className={compact ? 'per-person per-person--compact' : 'per-person'}>
      <dl className="per-person__bars">
        {rows.map((row) => (
          <div key={row.key} className={`per-person__row per-person__row--${row.key}`}>
            <dt>{row.label}</dt>
            <dd>
              <span className="per-person__track" aria-hidden="true">
                <span
                  className="per-person__bar"
                  style={{ width: `${Math.max(2, (row.value / max) * 100)}%` }}
                />
              </span>
              <span className="per-person__value">
                {t('perPerson.value', {
                  litres: row.key === 'you' ? litres(row.value) : benchmark(row.value),
                })}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      {!compact && <p className="per-person__verdict">{verdict}</p>}
    </div>
  );
}
