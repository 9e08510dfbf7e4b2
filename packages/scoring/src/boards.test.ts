import { describe, expect, it } from 'vitest';
import { countsForBoards } from './boards';

describe('countsForBoards', () => {
  it('counts attempts taken here, never imported ones, with answers or without', () => {
    expect(countsForBoards({ fromOlderVersion: false, responses: { q1_householdSize: '3' } })).toBe(
      true,
    );
    expect(countsForBoards({ fromOlderVersion: true, responses: { q1_householdSize: '3' } })).toBe(
      false,
    );
    expect(countsForBoards({ fromOlderVersion: true, responses: null })).toBe(false);
    expect(countsForBoards({ fromOlderVersion: true, responses: undefined })).toBe(false);
  });
});
