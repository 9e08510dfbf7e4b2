import { describe, expect, it } from 'vitest';
import { householdKey, householdPart, sameHousehold } from './household-key';

const member = (id: number, apartmentCommunityName: string, apartment: string) => ({
  id,
  apartmentCommunityName,
  apartment,
});

describe('householdKey', () => {
  it('groups profiles of the same community and apartment, ignoring case, spaces and dashes', () => {
    expect(
      sameHousehold(member(1, 'Green Towers', 'C-305'), member(2, ' green towers', 'c 305 ')),
    ).toBe(true);
    expect(
      sameHousehold(member(1, 'Green Towers', 'C-305'), member(2, 'GreenTowers', 'C305')),
    ).toBe(true);
  });

  it('keeps different apartments or communities apart', () => {
    expect(
      sameHousehold(member(1, 'Green Towers', 'C-305'), member(2, 'Green Towers', 'C-306')),
    ).toBe(false);
    expect(
      sameHousehold(member(1, 'Green Towers', 'C-305'), member(2, 'Blue Towers', 'C-305')),
    ).toBe(false);
  });

  it('makes a profile without an apartment a household of its own', () => {
    expect(householdKey(member(7, 'Green Towers', '  '))).toBe('profile:7');
    expect(sameHousehold(member(7, 'Green Towers', ''), member(8, 'Green Towers', ''))).toBe(false);
  });

  it('reads the comparable form of a text', () => {
    expect(householdPart(' A – 12 ')).toBe('a12');
    expect(householdPart('सी-305')).toBe('सी305');
  });
});
