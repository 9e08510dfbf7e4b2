import { describe, expect, it } from 'vitest';
import { countsForBoards } from './boards';

describe('countsForBoards', () => {
  it('counts questionnaire attempts and imported attempts with answers, not bare imported scores', () => {
    expect(countsForBoards({ isLegacy: false, responses: { q1_householdSize: '3' } })).toBe(true);
    expect(countsForBoards({ isLegacy: true, responses: { q1_householdSize: '3' } })).toBe(true);
    expect(countsForBoards({ isLegacy: true, responses: null })).toBe(false);
    expect(countsForBoards({ isLegacy: true, responses: undefined })).toBe(false);
  });
});
