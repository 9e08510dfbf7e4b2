const MEDALS: Record<number, { emoji: string; name: string }> = {
  1: { emoji: '🥇', name: 'Gold medal' },
  2: { emoji: '🥈', name: 'Silver medal' },
  3: { emoji: '🥉', name: 'Bronze medal' },
};

/** Ranks 1-3 show a medal, later ranks show #N (spec section 2, /leaderboard). */
export function Rank({ rank }: { rank: number }) {
  const medal = MEDALS[rank];
  if (medal) {
    return (
      <span className="rank rank--medal" role="img" aria-label={`${medal.name}, rank ${rank}`}>
        {medal.emoji}
      </span>
    );
  }
  return <span className="rank">#{rank}</span>;
}
