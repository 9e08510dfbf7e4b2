// Litres a person a day beside the two benchmarks: a simple bar figure with its numbers written
// out, so it reads the same with or without the bars.
import { litres } from '../../../lib/litres';

// The benchmarks are shown as published (135, 91.6), not rounded like the model's estimates.
const BENCHMARK = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

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
  const rows = [
    { key: 'you', label: 'Each person in your home', value: perPersonPerDay },
    { key: 'norm', label: 'What a city should supply (India’s norm)', value: normPerPersonPerDay },
    {
      key: 'metro',
      label: 'What people in big Indian cities really use',
      value: metroMeasuredPerPersonPerDay,
    },
  ];
  const max = Math.max(...rows.map((r) => r.value)) * 1.05;
  const verdict =
    perPersonPerDay <= metroMeasuredPerPersonPerDay
      ? 'Less than people in big Indian cities really use. Wonderful!'
      : perPersonPerDay <= normPerPersonPerDay
        ? 'Within India’s norm of 135 litres. Well done!'
        : 'More than India’s norm of 135 litres. Your plan shows how to use less.';
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
                {row.key === 'you' ? litres(row.value) : BENCHMARK.format(row.value)} litres a day
              </span>
            </dd>
          </div>
        ))}
      </dl>
      {!compact && <p className="per-person__verdict">{verdict}</p>}
    </div>
  );
}
