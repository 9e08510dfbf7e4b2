// A day's water as bathroom buckets, for children: a number they can picture.
import { useTranslation } from 'react-i18next';
import { roundBuckets, toBuckets } from '@wf/scoring/water';
import { formatNumber } from '../../../i18n/format';

/** Household litres a day in 15 L buckets, to the nearest half. */
export function bucketsOf(value: number): number {
  return roundBuckets(toBuckets(value));
}

/** 3.5 -> "3½", 1 -> "1". */
export function bucketCount(buckets: number): string {
  const whole = Math.floor(buckets);
  const half = buckets - whole >= 0.5;
  if (!half) return formatNumber(whole);
  return whole === 0 ? '½' : `${formatNumber(whole)}½`;
}

/** More icons than this stop being countable; then each icon stands for several buckets. */
const MAX_ICONS = 40;

function BucketIcon({ fill }: { fill: 'full' | 'half' }) {
  // The water follows the bucket's sloping sides: a full bucket from near the rim, a half one
  // from half way down.
  const top = fill === 'full' ? 9 : 17;
  const inset = ((top - 7) * 2.5) / 19;
  const water = `${3 + inset},${top} ${21 - inset},${top} 18.5,26 5.5,26`;
  return (
    <svg className="bucket-icon" viewBox="0 0 24 28" width="24" height="28" aria-hidden="true">
      <path d="M5 5 Q12 -1 19 5" fill="none" stroke="#4a6072" strokeWidth="1.5" />
      <path d="M3 7 H21 L18.5 26 H5.5 Z" fill="#eaf5fc" />
      <polygon points={water} fill="#3a9ad9" />
      <path d="M3 7 H21 L18.5 26 H5.5 Z" fill="none" stroke="#0a67a3" strokeWidth="1.5" />
    </svg>
  );
}

/**
 * `buckets` (rounded to a half) drawn as bucket icons; the sentence beside them carries the
 * number for screen readers, the icons are decoration.
 */
export function Buckets({ buckets }: { buckets: number }) {
  const { t } = useTranslation('water');
  const per = buckets > MAX_ICONS ? Math.ceil(buckets / MAX_ICONS / 5) * 5 : 1;
  const icons = buckets / per;
  const whole = Math.floor(icons);
  const half = icons - whole >= 0.5;
  return (
    <div className="buckets">
      <p className="buckets__text">
        {t('buckets.that')}{' '}
        <strong>{t('buckets.count', { count: buckets, buckets: bucketCount(buckets) })}</strong>{' '}
        {per > 1 ? t('buckets.everyEach', { per: formatNumber(per) }) : t('buckets.every')}
      </p>
      <div className="buckets__row" aria-hidden="true">
        {Array.from({ length: whole }, (_, i) => (
          <BucketIcon key={i} fill="full" />
        ))}
        {half && <BucketIcon fill="half" />}
      </div>
    </div>
  );
}
