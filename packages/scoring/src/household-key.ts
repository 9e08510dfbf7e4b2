import { lookAlikeSkeleton } from './look-alikes';

// The flat a profile names (issue 11, item 1; issue 27, item 6): the same community and the same
// apartment, compared after folding case, look-alike letters (Cyrillic and Greek, capitals too),
// digits of other scripts (Devanagari, Arabic-Indic), whitespace and punctuation ("C-305",
// "c 305", "С_305" and "C-३०५" are one flat). A flat is NOT a household: a household is a stored
// family that a resident joins with a member's code (apps/api/src/domain/households.ts). The key
// only says which flat a household lives in, for the organiser's counts and for the notice that
// a flat already has a family.

const SEPARATORS = /[\s\p{Z}\p{P}\p{Cf}\u2212]+/gu;

/** The comparable form of a community or apartment text. */
export function householdPart(text: string): string {
  return lookAlikeSkeleton(text).replace(SEPARATORS, '');
}

export interface HouseholdMember {
  id: number;
  apartment: string;
  apartmentCommunityName: string;
}

/**
 * The flat a profile names, as a stable text key: 'home:<community>|<apartment>', or
 * 'profile:<id>' for a profile with no apartment.
 */
export function householdKey(member: HouseholdMember): string {
  const apartment = householdPart(member.apartment);
  if (apartment === '') return `profile:${member.id}`;
  return `home:${householdPart(member.apartmentCommunityName)}|${apartment}`;
}

/** Whether two profiles name the same flat. */
export function sameHousehold(a: HouseholdMember, b: HouseholdMember): boolean {
  return householdKey(a) === householdKey(b);
}

// Join codes (issue 27, item 6): eight letters and digits from an alphabet without look-alikes
// (no 0/O, 1/I/L), 31^8 ≈ 8.5 × 10^11 of them, so guessing one is out of reach within the
// API's request quotas. Stored bare; shown as 'ABCD-EFGH'; typed any way a person types it.
const JOIN_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 8;

/** A new random join code, bare (no dash). */
export function newJoinCode(): string {
  const bytes = new Uint8Array(JOIN_CODE_LENGTH * 2);
  let code = '';
  while (code.length < JOIN_CODE_LENGTH) {
    globalThis.crypto.getRandomValues(bytes);
    // Rejection sampling keeps every letter equally likely (256 is not a multiple of 31).
    for (const byte of bytes) {
      if (byte < 248 && code.length < JOIN_CODE_LENGTH) code += JOIN_ALPHABET[byte % 31];
    }
  }
  return code;
}

/** A join code as it is shown: 'ABCD-EFGH'. */
export function formatJoinCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/**
 * A typed join code in its stored form: case, spaces, dashes and look-alike letters folded.
 */
export function joinCodeKey(typed: string): string {
  return householdPart(typed).toUpperCase();
}
