import { describe, expect, it } from 'vitest';
import {
  formatJoinCode,
  householdKey,
  householdPart,
  joinCodeKey,
  newJoinCode,
  sameHousehold,
} from './household-key';

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

  it('folds look-alike letters, capitals included, to the Latin letter they show', () => {
    const flat = member(1, 'Green Valley Apartments', 'C-305');
    // Cyrillic С (U+0421), Greek capitals Α, Ε, Ν, Cyrillic В, Н, М.
    expect(sameHousehold(flat, member(2, 'Green Valley Apartments', '\u0421-305'))).toBe(true);
    expect(sameHousehold(flat, member(2, 'Gr\u0435\u0435n V\u0391lley Apartments', 'c305'))).toBe(
      true,
    );
    expect(householdPart('\u0412\u041d\u041c')).toBe('bhm');
    expect(householdPart('\u039d')).toBe('n');
  });

  it('reads digits of other scripts as ASCII digits', () => {
    expect(householdPart('ब-१०१')).toBe(householdPart('ब-101'));
    expect(householdPart('A-\u0661\u0660\u0661')).toBe('a101');
    expect(householdPart('A-\u06f1\u06f0\u06f9')).toBe('a109');
    expect(householdPart('A-\u0be7\u0be8')).toBe('a12');
  });

  it('folds whitespace runs and punctuation between parts', () => {
    expect(householdPart('GREEN  VALLEY-APARTMENTS')).toBe(
      householdPart('Green Valley Apartments'),
    );
    expect(householdPart('C_305')).toBe('c305');
    expect(householdPart('C.305')).toBe('c305');
    expect(householdPart('C\u00a0\u2003305')).toBe('c305');
  });
});

describe('join codes', () => {
  it('are eight letters of the alphabet without look-alikes, all different', () => {
    const codes = new Set(Array.from({ length: 500 }, () => newJoinCode()));
    expect(codes.size).toBe(500);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
  });

  it('read back however they are typed', () => {
    const code = newJoinCode();
    expect(joinCodeKey(formatJoinCode(code).toLowerCase())).toBe(code);
    expect(joinCodeKey(` ${code.slice(0, 4)} ${code.slice(4)} `)).toBe(code);
    expect(joinCodeKey('\u0410BCD-EFGH')).toBe('ABCDEFGH');
  });
});
