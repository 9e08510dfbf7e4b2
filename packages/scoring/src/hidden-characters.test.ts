import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  findHiddenCharacter,
  profileNameKey,
  signupSchema,
  updateProfileSchema,
} from './accounts';

const HOSTILE = [
  '\u0000',
  '\u0007',
  '\u001B',
  '\u007F',
  '\u0085',
  '\u009F',
  '\uFDD0',
  '\uFDEF',
  '\uFFFE',
  '\uFFFF',
  '\u{1FFFE}',
  '\u{10FFFF}',
  '\u202A',
  '\u202E',
  '\u2066',
  '\u2069',
  '\u200B',
  '\u200E',
  '\u2060',
  '\uFEFF',
  '\u00AD',
  '\u2028',
  '\u2029',
  '\u{E0041}',
  '\uD800',
  '\uDC00',
];

describe('findHiddenCharacter', () => {
  it('finds controls, non-characters, bidi controls and invisible format characters', () => {
    for (const char of HOSTILE) {
      expect(findHiddenCharacter(`Bob${char}RT`), JSON.stringify(char)).toBe(char);
    }
  });

  it('lets every visible script, emoji and the joiners of Indian scripts through', () => {
    for (const text of [
      'Anaya Sharma',
      'अनाया शर्मा',
      'क्‍ष', // ZWJ half form
      'ಅನನ್ಯ',
      'Émile Ødegård',
      'Οδυσσεύς',
      'مريم',
      '👩‍👩‍👧 ❤️',
      'B-304 / 2nd floor',
    ]) {
      expect(findHiddenCharacter(text), text).toBeNull();
    }
  });

  it('shares the rule with the forms: names, apartments, communities and emails are refused with a message', () => {
    const base = {
      profileName: 'Asha',
      email: 'asha@example.com',
      password: 'secret1',
      apartmentCommunityName: 'Green Meadows',
      apartment: 'B-304',
      participantCode: 'CODE',
    };
    const cases: [keyof typeof base, string, string][] = [
      ['profileName', 'Bob\u202Egnp.exe', MESSAGES.profileNameHidden],
      ['apartment', 'B\uFFFE304', MESSAGES.apartmentHidden],
      ['apartmentCommunityName', 'Green\u0000Meadows', MESSAGES.communityHidden],
      ['email', 'asha\u200B@example.com', MESSAGES.emailHidden],
    ];
    for (const [field, value, message] of cases) {
      const result = signupSchema.safeParse({ ...base, [field]: value });
      expect(result.success, field).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(message);
      expect(result.error?.issues[0]?.path).toEqual([field]);
    }
    expect(
      updateProfileSchema.safeParse({ profileName: 'Bob\u2066RT', apartment: 'A1' }).error
        ?.issues[0]?.message,
    ).toBe(MESSAGES.profileNameHidden);
    expect(signupSchema.safeParse(base).success).toBe(true);
  });
});

describe('profileNameKey against look-alike names', () => {
  it("takes 'Bob RT' with invisible or look-alike differences as the same name", () => {
    const key = profileNameKey('Bob RT');
    for (const name of [
      'Bob\u200B RT',
      'Bob\u00A0RT',
      'B\u200Dob RT',
      'Bob\u2009RT',
      '\uFEFFBob RT',
      'B\u043Eb RT', // Cyrillic o
      'Bob R\u00ADT',
      'Bob\u3000RT',
      '𝐁𝐨𝐛 𝐑𝐓',
    ]) {
      expect(profileNameKey(name), JSON.stringify(name)).toBe(key);
    }
    expect(profileNameKey('Bob RS')).not.toBe(key);
    expect(profileNameKey('अनाया')).not.toBe(profileNameKey('अनया'));
  });

  it('stays idempotent with invisible characters and look-alikes mixed in', () => {
    const odd = fc.constantFrom('\u200B', '\u200D', '\u00AD', '\u0301', 'о', 'ο', 'е', ' ', 'A');
    fc.assert(
      fc.property(
        fc.array(fc.oneof(odd, fc.string({ unit: 'grapheme', maxLength: 3 }))),
        (parts) => {
          const key = profileNameKey(parts.join(''));
          expect(profileNameKey(key)).toBe(key);
        },
      ),
    );
  });
});
