// Which profiles form one household (issue 11, item 1): the same community and the same
// apartment, compared after trimming and ignoring case, spaces and dashes ("C-305" is "c 305").
// A profile without an apartment cannot be matched with anyone, so it is a household of its own.

/** The comparable form of a community or apartment text. */
export function householdPart(text: string): string {
  return text
    .normalize('NFKC')
    .toLocaleLowerCase('en')
    .replace(/[\s\-\u2010-\u2015\u2212]+/gu, '');
}

export interface HouseholdMember {
  id: number;
  apartment: string;
  apartmentCommunityName: string;
}

/**
 * The household a profile belongs to, as a stable text key: 'home:<community>|<apartment>', or
 * 'profile:<id>' for a profile with no apartment.
 */
export function householdKey(member: HouseholdMember): string {
  const apartment = householdPart(member.apartment);
  if (apartment === '') return `profile:${member.id}`;
  return `home:${householdPart(member.apartmentCommunityName)}|${apartment}`;
}

/** Whether two profiles share a household. */
export function sameHousehold(a: HouseholdMember, b: HouseholdMember): boolean {
  return householdKey(a) === householdKey(b);
}
