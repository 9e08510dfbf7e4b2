import { useTranslation } from 'react-i18next';
import { cx } from '@wf/ui';
import './community.css';

export interface OwnRankValue {
  rank: number | null;
  of: number;
  totalScore: number | null;
}

/**
 * "You: #16 of 16 · 26 points", pinned under a board that does not list the resident
 * (docs/community.md). Nothing before their first attempt, or when they are listed already.
 */
export function OwnRank({
  value,
  listed,
  className,
}: {
  value: OwnRankValue;
  /** Whether the board above already shows the resident. */
  listed: boolean;
  className?: string;
}) {
  const { t } = useTranslation('community');
  if (listed || value.rank === null || value.totalScore === null) return null;
  return (
    <p className={cx('own-rank', className)}>
      {t('ownRank.line', { rank: value.rank, of: value.of, points: value.totalScore })}
    </p>
  );
}
