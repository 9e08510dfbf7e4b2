import { useTranslation } from 'react-i18next';
import { cx } from '@wf/ui';
import './community.css';

export interface OwnRankValue {
  rank: number | null;
  of: number;
  totalScore: number | null;
  /** Points since the first attempt on the boards. */
  improvedBy?: number | null;
  /** Points that move the resident up one place; null at the top. */
  pointsToMoveUp?: number | null;
}

/**
 * "You: #16 of 16 · 26 points", pinned under a board that does not list the resident
 * (docs/community.md). Nothing before their first attempt, or when they are listed already.
 * Never a bare place (issue 27, item 7; a child who answered alone is often last): the line goes
 * on with how far the home came since its first try, or the points that move it up a place.
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
  const improved = value.improvedBy ?? 0;
  const toMoveUp = value.pointsToMoveUp ?? null;
  return (
    <p className={cx('own-rank', className)}>
      {t('ownRank.line', { rank: value.rank, of: value.of, points: value.totalScore })}
      {improved > 0 ? (
        <> · {t('ownRank.improved', { points: improved })}</>
      ) : toMoveUp !== null ? (
        <> · {t('ownRank.nextStep', { points: toMoveUp })}</>
      ) : null}
    </p>
  );
}
