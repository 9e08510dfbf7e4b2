import { eq } from 'drizzle-orm';
import { goals, type GoalRow } from '@wf/db/schema';
import { goalProgress } from '@wf/scoring/water';
import type { z } from 'zod';
import { latestAnswered, toAnswered } from './answers.ts';
import { authorizeProfile, authorizeSelf } from './authz.ts';
import type { Deps } from './deps.ts';
import { householdMeasurements } from './household.ts';
import { errors } from './errors.ts';
import type { setGoalSchema } from './water-schemas.ts';
import type { SessionProfile } from './sessions.ts';

// A family goal (issue 10): cut the household's direct litres by a percentage of the footprint
// it had when the goal was set. One a profile; setting it again starts from the footprint then.

export type SetGoalInput = z.output<typeof setGoalSchema>;

function goalBody(deps: Deps, profileId: number, row: GoalRow | undefined) {
  if (!row) return { goal: null, progress: null };
  const latest = latestAnswered(deps, profileId);
  const goal = {
    targetPercent: row.targetPercent,
    baselineLitresPerDay: row.baselineLitresPerDay,
    createdAt: row.createdAt.toISOString(),
  };
  return {
    goal,
    progress: latest
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
  const row = deps.store.db.select().from(goals).where(eq(goals.profileId, profileId)).get();
  return goalBody(deps, profileId, row);
}

/** Sets (or resets) one's own goal on the latest footprint; needs an attempt with answers. */
export function setGoal(deps: Deps, caller: SessionProfile, input: SetGoalInput) {
  const profileId = authorizeSelf(caller, input.userId);
  const row = deps.store.write(({ db, statements }) => {
    const [latestRow] = statements.answeredHistory.all({ profileId, limit: 1 });
    const latest = latestRow ? toAnswered(latestRow, householdMeasurements(db, profileId)) : null;
    if (!latest) {
      throw errors.conflict(
        'Take the questionnaire first: a goal starts from the litres of your latest answers.',
      );
    }
    const values = {
      profileId,
      targetPercent: input.targetPercent,
      baselineLitresPerDay: latest.footprint.direct.litresPerDay,
      baselineScoreId: latest.attemptId,
      createdAt: new Date(),
    };
    return db
      .insert(goals)
      .values(values)
      .onConflictDoUpdate({ target: goals.profileId, set: values })
      .returning()
      .get();
  });
  return goalBody(deps, profileId, row);
}

/** Removes one's own goal; done whether or not there was one. */
export function clearGoal(deps: Deps, caller: SessionProfile, userId: number | undefined) {
  const profileId = authorizeSelf(caller, userId);
  deps.store.write(({ db }) => db.delete(goals).where(eq(goals.profileId, profileId)).run());
  return { success: true as const };
}
