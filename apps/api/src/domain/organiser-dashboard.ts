import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { pledges, profiles, scores } from '@wf/db/schema';
import type { Responses } from '@wf/scoring';
import {
  costliestQuestions,
  estimatedLitresPerPerson,
  litresBins,
  median,
  participationByWeek,
  questionCosts,
  scoreBins,
  weekStart,
} from '@wf/scoring/dashboard';
import { householdLitres, type HouseholdLitres } from '@wf/scoring/dashboard';
import { campaignNext } from '@wf/scoring/campaign-next';
import { meterAnswer } from '@wf/scoring/meter-answer';
import { NORM_LITRES_PER_PERSON } from '@wf/scoring/norm';
import { meterPeriods } from '@wf/scoring/meter-fields';
import {
  actionPlan,
  assertResponses,
  readingsToMeasurements,
  type Action,
  type Measurements,
} from '@wf/scoring/water';
import { authorizeAdmin } from './authz.ts';
import { improvedBoard } from './boards.ts';
import type { Deps } from './deps.ts';
import { groupKey, householdOfGroup, readingsOf } from './household.ts';
import { meterReadingsOf } from './meter-readings.ts';
import type { SessionProfile } from './sessions.ts';
import type { ReadDb } from './store.ts';

// The organiser's dashboard (issue 11, items 5 and 6): one read of the residents, their attempts
// and pledges, added up by @wf/scoring/dashboard. The /admin screen and the community report PDF
// both draw from this one answer, so the two never disagree.

interface Attempt {
  id: number;
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
      apartmentCommunityName: profiles.apartmentCommunityName,
      householdId: profiles.householdId,
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
      id: scores.id,
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

/** Most improved residents, as the resident's board ranks them (domain/boards.ts). */
export type MostImproved = ReturnType<typeof improvedBoard>;

export const MOST_IMPROVED_LIMIT = 10;

// The model's figures depend only on the answers and the home's measurements, so they are kept
// between reads, keyed by both (not by attempt id: two databases in one process, as the tests
// run them, reuse ids with other answers): after a write only new answers cost a model run (an
// action plan runs the model for every better option). Bounded; the oldest go first.
const MEMO_MAX = 20_000;

function memo<T>(compute: (answers: Responses, measurements: Measurements) => T) {
  const kept = new Map<string, T>();
  return (answers: Responses, measurements: Measurements, measuredKey: string) => {
    const key = `${JSON.stringify(answers)}|${measuredKey}`;
    let value = kept.get(key);
    if (value === undefined) {
      value = compute(answers, measurements);
      if (kept.size >= MEMO_MAX) {
        const oldest = kept.keys().next();
        if (!oldest.done) kept.delete(oldest.value);
      }
      kept.set(key, value);
    }
    return value;
  };
}

const litresMemo = memo<HouseholdLitres>(householdLitres);
const planMemo = memo<readonly Action[]>((answers, measurements) =>
  actionPlan(answers, measurements),
);

export function computeDashboard(db: ReadDb, now: Date, mostImproved: MostImproved) {
  const residents = residentsOf(db);
  const attempts = attemptsOf(db);
  const keyOf = new Map(residents.map((r) => [r.id, groupKey(r)]));

  // Attempts come oldest first: the last seen per resident is their latest, and per household
  // (its stored family, household.ts) its latest by any member.
  const latest = new Map<number, Attempt>();
  const answeredByHousehold = new Map<string, { id: number; at: number; answers: Responses }[]>();
  for (const attempt of attempts) {
    latest.set(attempt.profileId, attempt);
    const answers = readable(attempt.responses);
    const key = keyOf.get(attempt.profileId);
    if (!answers || key === undefined) continue;
    const list = answeredByHousehold.get(key) ?? [];
    list.push({ id: attempt.id, at: attempt.createdAt.getTime(), answers });
    answeredByHousehold.set(key, list);
  }
  // Each household's home measurements (the detective's readings) feed its footprints.
  const measurementsOf = new Map(
    [...answeredByHousehold.keys()].map((key) => {
      const measurements = readingsToMeasurements(
        readingsOf(db, householdOfGroup(key)).map((r) => r.reading),
      );
      return [key, { measurements, measuredKey: JSON.stringify(measurements) }];
    }),
  );
  /** Each household's latest answered attempt at `end`, with its home's measurements. */
  const householdsAt = (end: number) =>
    [...answeredByHousehold].flatMap(([key, list]) => {
      let found: (typeof list)[number] | undefined;
      for (const entry of list) if (entry.at <= end) found = entry;
      const home = measurementsOf.get(key)!;
      return found ? [{ ...found, ...home }] : [];
    });
  const litresOf = (h: ReturnType<typeof householdsAt>[number]) =>
    litresMemo(h.answers, h.measurements, h.measuredKey);

  const latestScores = [...latest.values()].map((a) => a.totalScore);
  const households = householdsAt(Number.POSITIVE_INFINITY);
  const litresPerPerson = households.map((h) => {
    const { litresPerDay, people } = litresOf(h);
    return litresPerDay / people;
  });

  const planned = households.map((h) => ({
    answers: h.answers,
    measurements: h.measurements,
    plan: planMemo(h.answers, h.measurements, h.measuredKey),
  }));

  const readings = meterReadingsOf(db);
  const periods = meterPeriods(readings).map((period) => ({
    ...period,
    normLitresPerPersonPerDay: NORM_LITRES_PER_PERSON,
    // What residents' own answers said by the end of the period: each household's latest then.
    estimatedLitresPerPersonPerDay: estimatedLitresPerPerson(
      householdsAt(Date.parse(`${period.to}T23:59:59.999Z`)).map(litresOf),
    ),
  }));

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
    costliest: costliestQuestions(questionCosts(planned)),
    // What to campaign on next (issue 28, item 1): the same households and plans.
    campaign: campaignNext(planned),
    pledges: pledgeCounts(db),
    mostImproved,
    neverAnswered,
    meter: { readings, periods },
    answer: meterAnswer({
      periods,
      householdsAnswered: households.length,
      occupiedFlats: readings.at(-1)?.occupiedFlats ?? null,
    }),
  };
}

export type OrganiserDashboard = ReturnType<typeof computeDashboard>;

/** The most improved of all time, in points and litres: the residents' own board's function. */
export function dashboardImproved(deps: Deps, now: Date = new Date()): MostImproved {
  return improvedBoard(deps, { period: 'all', limit: MOST_IMPROVED_LIMIT }, now);
}

/** The organiser's dashboard; cached until the next write (or the next week). */
export function organiserDashboard(
  deps: Deps,
  caller: SessionProfile,
  now: Date = new Date(),
): OrganiserDashboard {
  authorizeAdmin(caller);
  return deps.store.cached(`organiser-dashboard:${weekStart(now)}`, () =>
    computeDashboard(deps.store.db, now, dashboardImproved(deps, now)),
  );
}

/**
 * What the organiser could campaign on next (issue 28, item 1): the dashboard's own figure, so
 * the screen, the community report and this answer never disagree.
 */
export function campaignNextOf(deps: Deps, caller: SessionProfile, now: Date = new Date()) {
  return organiserDashboard(deps, caller, now).campaign;
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
