import { describe, expect, it } from 'vitest';
import { competitionRanks, medalOf, rankAfter } from './ranks';

describe('competitionRanks', () => {
  it('gives equal scores one rank and skips the next (1, 2, 2, 4)', () => {
    expect(competitionRanks([120, 104, 104, 90])).toEqual([1, 2, 2, 4]);
    expect(competitionRanks([50, 50, 50])).toEqual([1, 1, 1]);
    expect(competitionRanks([9, 8, 7])).toEqual([1, 2, 3]);
    expect(competitionRanks([])).toEqual([]);
  });

  it('starts from a given rank', () => {
    expect(competitionRanks([70, 70, 60], 11)).toEqual([11, 11, 13]);
  });
});

describe('rankAfter and medalOf', () => {
  it('ranks after those strictly better, and medals follow the rank', () => {
    expect(rankAfter(0)).toBe(1);
    expect(rankAfter(15)).toBe(16);
    expect(competitionRanks([99, 98, 98, 97]).map(medalOf)).toEqual([
      'gold',
      'silver',
      'silver',
      null,
    ]);
    expect(medalOf(3)).toBe('bronze');
  });
});
