import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { pledges, profiles, scores } from '@wf/db/schema';
import type { Responses } from '@wf/scoring';
import {
  costliestQuestions,
  estimatedLitresPerPerson,
  litresBins,
  median,
  NORM_LITRES_PER_PERSON,
  participationByWeek,
  questionCosts,
  scoreBins,
  weekStart,
} from '@wf/scoring/dashboard';
import { meterPeriods } from '@wf/scoring/meter-readings';
import { assertResponses, computeFootprint } from '@wf/scoring/water';
import { authorizeAdmin } from './authz.ts';
import type { Deps } from './deps.ts';
import { meterReadingsOf } from './meter-readings.ts';
import type { SessionProfile } from './sessions.ts';
import type { ReadDb } from './store.ts';

// The organiser's dashboard (issue 11, items 5 and 6): one read of the residents, their attempts
// and pledges, added up by @wf/scoring/dashboard. The /admin screen and the community report PDF
// both draw from this one answer, so the two never disagree.

interface Attempt {
  profileId: number;
  createdAt: Date;
  totalScore: number;
  responses: Responses | null;
}

/** Answers the water model can read, or null (none kept, or from before a wording change). */
function readable(responses: Responses | null): Responses | null {
  if (!responses) return null;
  try {
    assertResponses(responses);
    return responses;
  } catch {
    return null;
  }
}

function residentsOf(db: ReadDb) {
  return db
    .select({
      id: profiles.id,
      profileName: profiles.profileName,
      email: profiles.email,
      apartment: profiles.apartment,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .where(eq(profiles.isAdmin, false))
    .orderBy(asc(profiles.createdAt), asc(profiles.id))
    .all();
}

function attemptsOf(db: ReadDb): Attempt[] {
  return db
    .select({
      profileId: scores.profileId,
      createdAt: scores.createdAt,
      totalScore: scores.totalScore,
      responses: scores.responses,
    })
    .from(scores)
    .innerJoin(profiles, eq(profiles.id, scores.profileId))
    .where(eq(profiles.isAdmin, false))
    .orderBy(asc(scores.createdAt), asc(scores.id))
    .all();
}

function pledgeCounts(db: ReadDb) {
  const rows = db
    .select({ status: pledges.status, n: count() })
    .from(pledges)
    .groupBy(pledges.status)
    .all();
  const by = Object.fromEntries(rows.map((r) => [r.status, r.n])) as Partial<
    Record<'open' | 'kept' | 'not_kept', number>
  >;
  const kept = db
    .select({ litres: pledges.litresSavedPerDay })
    .from(pledges)
    .where(and(eq(pledges.status, 'kept'), isNotNull(pledges.litresSavedPerDay)))
    .all()
    .reduce((sum, r) => sum + (r.litres ?? 0), 0);
  const open = by.open ?? 0;
  const keptCount = by.kept ?? 0;
  const notKept = by.not_kept ?? 0;
  return {
    made: open + keptCount + notKept,
    open,
    kept: keptCount,
    notKept,
    keptLitresPerDay: kept,
  };
}

export function computeDashboard(db: ReadDb, now: Date) {
  const residents = residentsOf(db);
  const attempts = attemptsOf(db);

  // Attempts come oldest first: the last seen per profile is its latest.
  const latest = new Map<number, Attempt>();
  const latestAnswered = new Map<number, Responses>();
  const answeredByProfile = new Map<number, { at: number; answers: Responses }[]>();
  for (const attempt of attempts) {
    latest.set(attempt.profileId, attempt);
    const answers = readable(attempt.responses);
    if (!answers) continue;
    latestAnswered.set(attempt.profileId, answers);
    const list = answeredByProfile.get(attempt.profileId) ?? [];
    list.push({ at: attempt.createdAt.getTime(), answers });
    answeredByProfile.set(attempt.profileId, list);
  }

  const latestScores = [...latest.values()].map((a) => a.totalScore);
  const answerSets = [...latestAnswered.values()];
  const litresPerPerson = answerSets.map(
    (answers) => computeFootprint(answers).direct.perPersonPerDay,
  );

  const readings = meterReadingsOf(db);
  const periods = meterPeriods(readings).map((period) => {
    // What residents' own answers said by the end of the period: each one's latest answers then.
    const end = Date.parse(`${period.to}T23:59:59.999Z`);
    const sets: Responses[] = [];
    for (const list of answeredByProfile.values()) {
      let found: Responses | undefined;
      for (const entry of list) if (entry.at <= end) found = entry.answers;
      if (found) sets.push(found);
    }
    return {
      ...period,
      normLitresPerPersonPerDay: NORM_LITRES_PER_PERSON,
      estimatedLitresPerPersonPerDay: estimatedLitresPerPerson(sets),
    };
  });

  const neverAnswered = residents
    .filter((r) => !latest.has(r.id))
    .map((r) => ({
      id: r.id,
      profileName: r.profileName,
      email: r.email,
      apartment: r.apartment,
      createdAt: r.createdAt.toISOString(),
    }));

  return {
    generatedAt: now.toISOString(),
    normLitresPerPersonPerDay: NORM_LITRES_PER_PERSON,
    totals: {
      residents: residents.length,
      answered: latest.size,
      attempts: attempts.length,
    },
    participation: participationByWeek(
      residents.map((r) => r.createdAt),
      attempts.map((a) => a.createdAt),
      now,
    ),
    scores: { bins: scoreBins(latestScores), median: median(latestScores) },
    litres: {
      bins: litresBins(litresPerPerson),
      median: median(litresPerPerson),
      households: litresPerPerson.length,
      atOrUnderNorm: litresPerPerson.filter((l) => l <= NORM_LITRES_PER_PERSON).length,
      overNorm: litresPerPerson.filter((l) => l > NORM_LITRES_PER_PERSON).length,
    },
    costliest: costliestQuestions(questionCosts(answerSets)),
    pledges: pledgeCounts(db),
    neverAnswered,
    meter: { readings, periods },
  };
}

export type OrganiserDashboard = ReturnType<typeof computeDashboard>;

/** The organiser's dashboard; cached until the next write (or the next week). */
export function organiserDashboard(
  deps: Deps,
  caller: SessionProfile,
  now: Date = new Date(),
): OrganiserDashboard {
  authorizeAdmin(caller);
  return deps.store.cached(`organiser-dashboard:${weekStart(now)}`, () =>
    computeDashboard(deps.store.db, now),
  );
}

/** Per profile: attempts, latest score and last attempt (the profiles table's sortable columns). */
export function profileActivity(deps: Deps, caller: SessionProfile) {
  authorizeAdmin(caller);
  return deps.store.cached('profile-activity', () =>
    deps.store.db
      .select({
        id: profiles.id,
        attempts: count(scores.id),
        lastAttemptAt: sql<number | null>`max(${scores.createdAt})`,
        waterScore: profiles.waterScore,
        latestScoreAt: profiles.latestScoreAt,
      })
      .from(profiles)
      .leftJoin(scores, eq(scores.profileId, profiles.id))
      .groupBy(profiles.id)
      .all()
      .map((row) => ({
        id: row.id,
        attempts: row.attempts,
        latestScore: row.latestScoreAt ? row.waterScore : null,
        lastAttemptAt:
          row.lastAttemptAt === null ? null : new Date(row.lastAttemptAt).toISOString(),
      })),
  );
}
