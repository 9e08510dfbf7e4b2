import { asc, eq } from 'drizzle-orm';
import { uniqueJoinCode } from '@wf/db/migrate';
import { households, profiles } from '@wf/db/schema';
import { formatJoinCode, JOIN_CODE_LENGTH, joinCodeKey } from '@wf/scoring/household-key';
import type { z } from 'zod';
import { authorizeProfile } from './authz.ts';
import type { Deps } from './deps.ts';
import { errors } from './errors.ts';
import {
  ensureHousehold,
  forgetEmptyHousehold,
  homeFactsOf,
  householdIdOf,
  memberCount,
  standAlone,
} from './household.ts';
import type { householdActionSchema, joinHouseholdSchema } from './household-schemas.ts';
import type { SessionProfile } from './sessions.ts';
import type { ReadDb } from './snapshot.ts';

// Joining a family needs the family (issue 27, item 6; docs/households.md). A resident is
// always in exactly one household; typing a flat number joins nothing. A member's join code (or
// the organiser, who may act for any resident) moves a resident into a family; a member may
// change the code, and anyone may leave to stand alone again. Only members see the household.

export type JoinHouseholdInput = z.output<typeof joinHouseholdSchema>;
export type HouseholdActionInput = z.output<typeof householdActionSchema>;

export const HOUSEHOLD_MESSAGES = {
  codeMalformed: 'A join code has 8 letters and digits, like ABCD-EFGH.',
  codeUnknown:
    'That join code does not belong to any family. Ask a member of your family for the code on their profile.',
  adminHasNone: 'The administrator belongs to no household.',
} as const;

function householdBody(db: ReadDb, householdId: number | null) {
  if (householdId === null) return { household: null };
  const household = db.select().from(households).where(eq(households.id, householdId)).get();
  if (!household) return { household: null };
  const members = db
    .select({ id: profiles.id, profileName: profiles.profileName })
    .from(profiles)
    .where(eq(profiles.householdId, householdId))
    .orderBy(asc(profiles.createdAt), asc(profiles.id))
    .all();
  return {
    household: {
      community: household.community,
      apartment: household.apartment,
      members,
      // Every caller who gets here is a member or the organiser (authorizeProfile).
      joinCode: formatJoinCode(household.joinCode),
      homeFacts: homeFactsOf(db, householdId),
    },
  };
}

function profileOf(deps: Deps, profileId: number) {
  const profile = deps.store.statements.profileById.get({ id: profileId });
  if (!profile) throw errors.notFound('Profile not found');
  return profile;
}

/** The caller's household (another resident's only for the organiser): members and join code. */
export function getHousehold(deps: Deps, caller: SessionProfile, userId?: number) {
  const profileId = authorizeProfile(caller, userId);
  const profile = profileOf(deps, profileId);
  if (profile.isAdmin) return { household: null };
  // A resident inserted without a household (a seed) gets one the first time it is asked for.
  const householdId =
    profile.householdId ?? deps.store.write(({ db }) => ensureHousehold(db, profileId));
  return householdBody(deps.store.db, householdId);
}

/**
 * Joins the family whose code was typed: the resident's profile takes the family's flat, and the
 * household they leave goes if nobody is left in it. A wrong code changes nothing.
 */
export function joinHousehold(deps: Deps, caller: SessionProfile, input: JoinHouseholdInput) {
  const profileId = authorizeProfile(caller, input.userId);
  if (profileOf(deps, profileId).isAdmin) throw errors.forbidden(HOUSEHOLD_MESSAGES.adminHasNone);
  const code = joinCodeKey(input.code);
  if (code.length !== JOIN_CODE_LENGTH) {
    throw errors.badRequest(HOUSEHOLD_MESSAGES.codeMalformed, 'code');
  }
  const householdId = deps.store.write(({ db }) => {
    const family = db.select().from(households).where(eq(households.joinCode, code)).get();
    if (!family) throw errors.forbidden(HOUSEHOLD_MESSAGES.codeUnknown);
    const before = householdIdOf(db, profileId);
    if (before === family.id) return family.id;
    db.update(profiles)
      .set({
        householdId: family.id,
        apartment: family.apartment,
        apartmentCommunityName: family.community,
      })
      .where(eq(profiles.id, profileId))
      .run();
    forgetEmptyHousehold(db, before);
    return family.id;
  });
  return householdBody(deps.store.db, householdId);
}

/** A new join code for the household: the old one stops working at once. Members only. */
export function changeJoinCode(deps: Deps, caller: SessionProfile, input: HouseholdActionInput) {
  const profileId = authorizeProfile(caller, input.userId);
  if (profileOf(deps, profileId).isAdmin) throw errors.forbidden(HOUSEHOLD_MESSAGES.adminHasNone);
  const householdId = deps.store.write(({ db }) => {
    const id = ensureHousehold(db, profileId)!;
    db.update(households)
      .set({ joinCode: uniqueJoinCode(db) })
      .where(eq(households.id, id))
      .run();
    return id;
  });
  return householdBody(deps.store.db, householdId);
}

/**
 * Leaves the family for a household of one's own at the same flat (the organiser can do it for a
 * resident who should not be in a family). Alone already: nothing changes.
 */
export function leaveHousehold(deps: Deps, caller: SessionProfile, input: HouseholdActionInput) {
  const profileId = authorizeProfile(caller, input.userId);
  if (profileOf(deps, profileId).isAdmin) throw errors.forbidden(HOUSEHOLD_MESSAGES.adminHasNone);
  const householdId = deps.store.write(({ db }) => {
    const current = ensureHousehold(db, profileId)!;
    return memberCount(db, current) > 1 ? standAlone(db, profileId) : current;
  });
  return householdBody(deps.store.db, householdId);
}
