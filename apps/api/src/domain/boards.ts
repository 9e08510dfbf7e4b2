import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { profiles, scores } from '@wf/db/schema';
import {
  DEFAULT_IMPROVEMENT_PERIOD,
  improvementOf,
  mostImproved,
  periodStart,
  type ImprovementPeriod,
} from '@wf/scoring/community';
import { LEADERBOARD_LIMIT } from '@wf/scoring/limits';
import { litresOf } from './answers.ts';
import type { Deps } from './deps.ts';
import { householdMeasurements } from './household.ts';

/**
 * countsForBoards (@wf/scoring) as a SQL condition on `scores`: attempts taken here only, never
 * imported ones (issue 27, item 9). Keep the two in step.
 */
export const countsForBoardsSql = eq(scores.fromOlderVersion, false);

export interface ImprovedQuery {
  period?: ImprovementPeriod;
  limit?: number;
}

/**
 * The most-improved board: residents with at least two attempts that count in the period, by
 * the change from the first to the latest of them, largest first (ties: docs/community.md).
 * Only those who improved are listed. Litres per person a day saved come with each entry (null
 * when an attempt's answers cannot be read).
 */
export function improvedBoard(deps: Deps, query: ImprovedQuery = {}, now = new Date()) {
  const period = query.period ?? DEFAULT_IMPROVEMENT_PERIOD;
  const limit = query.limit ?? LEADERBOARD_LIMIT;
  const start = periodStart(period, now);
  // The month is part of the key: a cached "this month" must not outlive its month.
  return deps.store.cached(`improved:${period}:${start?.getTime() ?? 0}:${limit}`, () => {
    const rows = deps.store.db
      .select({
        attemptId: scores.id,
        profileId: scores.profileId,
        totalScore: scores.totalScore,
        createdAt: scores.createdAt,
        profileName: profiles.profileName,
        apartment: profiles.apartment,
      })
      .from(scores)
      .innerJoin(profiles, eq(scores.profileId, profiles.id))
      .where(
        and(
          eq(profiles.isAdmin, false),
          countsForBoardsSql,
          start ? gte(scores.createdAt, start) : undefined,
        ),
      )
      .orderBy(asc(scores.profileId), asc(scores.createdAt), asc(scores.id))
      .all();
    const byResident = new Map<number, typeof rows>();
    for (const row of rows)
      byResident.set(row.profileId, [...(byResident.get(row.profileId) ?? []), row]);

    // Points decide the order; litres (a model run per attempt) only for those listed.
    const candidates = [...byResident.values()].flatMap((attempts) => {
      const change = improvementOf(attempts.map((a) => ({ ...a, perPersonPerDay: null })));
      if (!change) return [];
      const first = attempts[0]!;
      const latest = attempts[attempts.length - 1]!;
      return [{ ...change, id: first.profileId, first, latest }];
    });
    const listed = mostImproved(candidates, limit);
    const responses = answersOf(
      deps,
      listed.flatMap((e) => [e.first.attemptId, e.latest.attemptId]),
    );
    return listed.map((entry) => {
      // The home's measurements apply to both attempts alike, as on the resident's own screens.
      const measurements = householdMeasurements(deps.store.db, entry.id);
      const before = litresOf(responses.get(entry.first.attemptId), measurements);
      const after = litresOf(responses.get(entry.latest.attemptId), measurements);
      return {
        id: entry.id,
        profileName: entry.latest.profileName,
        apartment: entry.latest.apartment,
        firstScore: entry.firstScore,
        latestScore: entry.latestScore,
        change: entry.change,
        litresSavedPerPersonPerDay:
          before && after ? before.perPersonPerDay - after.perPersonPerDay : null,
      };
    });
  });
}

function answersOf(deps: Deps, attemptIds: number[]): Map<number, unknown> {
  if (attemptIds.length === 0) return new Map();
  const rows = deps.store.db
    .select({ id: scores.id, responses: scores.responses })
    .from(scores)
    .where(inArray(scores.id, attemptIds))
    .all();
  return new Map(rows.map((row) => [row.id, row.responses]));
}
