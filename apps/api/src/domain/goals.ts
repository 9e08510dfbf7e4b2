import { desc, inArray } from 'drizzle-orm';
import { goals, type GoalRow } from '@wf/db/schema';
import { goalProgress } from '@wf/scoring/water';
import type { z } from 'zod';
import { authorizeProfile, authorizeSelf } from './authz.ts';
import type { Deps } from './deps.ts';
import { membersWith } from './household.ts';
import { householdLatestFootprint } from './household-footprint.ts';
import { errors } from './errors.ts';
import type { ReadDb } from './snapshot.ts';
import type { setGoalSchema } from './water-schemas.ts';
import type { SessionProfile } from './sessions.ts';

// A family goal (issue 10): cut the household's direct litres by a percentage of the footprint
// it had when the goal was set. It belongs to the household (issue 27, item 5): every member
// sees it and its progress on the household's figure, and any member sets, resets or clears it.
// Rows stay keyed by the member who set it; a household keeps one (setting removes the others).

export type SetGoalInput = z.output<typeof setGoalSchema>;

/** The household's goal: the latest set by any of its members. */
function householdGoal(db: ReadDb, profileId: number): GoalRow | undefined {
  const ids = membersWith(db, profileId).map((m) => m.id);
  return db
    .select()
    .from(goals)
    .where(inArray(goals.profileId, ids))
    .orderBy(desc(goals.createdAt))
    .get();
}

function goalBody(deps: Deps, profileId: number, row: GoalRow | undefined) {
  if (!row) return { goal: null, progress: null };
  const latest = { footprint: householdLatestFootprint(deps, profileId) };
  const goal = {
    targetPercent: row.targetPercent,
    baselineLitresPerDay: row.baselineLitresPerDay,
    createdAt: row.createdAt.toISOString(),
  };
  return {
    goal,
    progress: latest.footprint
      ? goalProgress(
          { baselineLitresPerDay: row.baselineLitresPerDay, targetPercent: row.targetPercent },
          latest.footprint.direct.litresPerDay,
        )
      : null,
  };
}

/** One's own goal and progress, or anyone's for the administrator. */
export function getGoal(deps: Deps, caller: SessionProfile, userId: number | undefined) {
  const profileId = authorizeProfile(caller, userId);
  return goalBody(deps, profileId, householdGoal(deps.store.db, profileId));
}

/** Sets (or resets) one's own goal on the latest footprint; needs an attempt with answers. */
export function setGoal(deps: Deps, caller: SessionProfile, input: SetGoalInput) {
  const profileId = authorizeSelf(caller, input.userId);
  // The household's figure, from every member's latest answers (the same for each member).
  const latest = householdLatestFootprint(deps, profileId);
  if (!latest || latest.attemptId === null) {
    throw errors.conflict(
      'Take the questionnaire first: a goal starts from the litres of your latest answers.',
    );
  }
  const row = deps.store.write(({ db }) => {
    const values = {
      profileId,
      targetPercent: input.targetPercent,
      baselineLitresPerDay: latest.direct.litresPerDay,
      baselineScoreId: latest.attemptId!,
      createdAt: new Date(),
    };
    // One goal a household: the one set now replaces the one another member set.
    const others = membersWith(db, profileId).map((m) => m.id);
    db.delete(goals).where(inArray(goals.profileId, others)).run();
    return db
      .insert(goals)
      .values(values)
      .onConflictDoUpdate({ target: goals.profileId, set: values })
      .returning()
      .get();
  });
  return goalBody(deps, profileId, row);
}

/** Removes the household's goal; done whether or not there was one. */
export function clearGoal(deps: Deps, caller: SessionProfile, userId: number | undefined) {
  const profileId = authorizeSelf(caller, userId);
  deps.store.write(({ db }) => {
    const members = membersWith(db, profileId).map((m) => m.id);
    db.delete(goals).where(inArray(goals.profileId, members)).run();
  });
  return { success: true as const };
}
