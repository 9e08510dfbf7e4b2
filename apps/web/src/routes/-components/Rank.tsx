import { useTranslation } from 'react-i18next';

const MEDALS: Record<number, { emoji: string; name: 'rank.gold' | 'rank.silver' | 'rank.bronze' }> =
  {
    1: { emoji: '🥇', name: 'rank.gold' },
    2: { emoji: '🥈', name: 'rank.silver' },
    3: { emoji: '🥉', name: 'rank.bronze' },
  };

/** Ranks 1-3 show a medal, later ranks show #N (spec section 2, /leaderboard). */
export function Rank({ rank }: { rank: number }) {
  const { t } = useTranslation('common');
  const medal = MEDALS[rank];
  if (medal) {
    return (
      <span className="rank rank--medal" role="img" aria-label={t(medal.name, { rank })}>
        {medal.emoji}
      </span>
    );
  }
  return <span className="rank">#{rank}</span>;
}
