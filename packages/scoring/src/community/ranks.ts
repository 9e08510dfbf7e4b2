// Ranks with ties (issue 11): equal scores share a rank and the next rank skips ("1, 2, 2, 4",
// standard competition ranking), so two residents on 104 points are both #2 and nobody is
// ranked below someone with the same score.

/** Ranks of scores listed best first, starting at `firstRank` (the first entry's rank). */
export function competitionRanks(scoresBestFirst: readonly number[], firstRank = 1): number[] {
  const ranks: number[] = [];
  scoresBestFirst.forEach((score, i) => {
    const previous = scoresBestFirst[i - 1];
    ranks.push(i > 0 && previous === score ? ranks[i - 1]! : firstRank + i);
  });
  return ranks;
}

/** The rank of a score when `better` others score strictly more. */
export function rankAfter(better: number): number {
  return better + 1;
}

/** Medals follow the rank, not the position in the list: two silvers leave no bronze. */
export function medalOf(rank: number): 'gold' | 'silver' | 'bronze' | null {
  if (rank === 1) return 'gold';
  if (rank === 2) return 'silver';
  if (rank === 3) return 'bronze';
  return null;
}
