import { and, asc, eq, gte } from 'drizzle-orm';
import { profiles, scores } from '@wf/db/schema';
import { responsesSchema } from '@wf/scoring';
import {
  DEFAULT_IMPROVEMENT_PERIOD,
  periodStart,
  type ImprovementPeriod,
} from '@wf/scoring/community';
import { LEADERBOARD_LIMIT } from '@wf/scoring/limits';
import { assertResponses, computeFootprint } from '@wf/scoring/water';
import { z } from 'zod';
import { countsForBoardsSql } from './counts-for-boards.ts';
import type { Deps } from './deps.ts';
import { householdMeasurements } from './household.ts';

// "Most improved" by litres (issue 27): litres are the product's one truth, so the board that
// praises a home for improving follows the water it uses, not the points (a resident once
// stood +13 points while using 6.9 litres a day more). The points board stays beside it.

export interface ImprovedByLitresQuery {
  period?: ImprovementPeriod;
  limit?: number;
}

export const improvedByLitresSchema = z.array(
  z
    .object({
      id: z.number().int(),
      profileName: z.string(),
      apartment: z.string(),
      firstLitresPerPersonPerDay: z
        .number()
        .describe('Direct litres per person a day at the first attempt with answers of the period'),
      latestLitresPerPersonPerDay: z
        .number()
        .describe('Direct litres per person a day at the latest attempt with answers'),
      litresChangePercent: z
        .number()
        .describe('Latest against first, in percent: negative is fewer litres (always below 0)'),
    })
    .meta({ id: 'ImprovedByLitresEntry' }),
);

/** Direct litres per person a day of stored answers; null when the model cannot read them. */
function perPersonOf(responses: unknown, deps: Deps, profileId: number): number | null {
  const parsed = responsesSchema.safeParse(responses);
  if (!parsed.success) return null;
  try {
    assertResponses(parsed.data);
  } catch {
    return null;
  }
  // Only the value is needed: the ranges cost two model runs a factor.
  const fp = computeFootprint(parsed.data, householdMeasurements(deps.store.db, profileId), {
    range: false,
  });
  return fp.direct.perPersonPerDay;
}

/**
 * Residents whose direct litres per person a day fell from their first to their latest attempt
 * with answers in the period (attempts that count for the boards), largest fall in percent
 * first; ties: the larger fall in litres, then the lower id. Homes that did not fall are not
 * listed. The administrator never appears.
 */
export function improvedByLitres(deps: Deps, query: ImprovedByLitresQuery = {}, now = new Date()) {
  const period = query.period ?? DEFAULT_IMPROVEMENT_PERIOD;
  const limit = query.limit ?? LEADERBOARD_LIMIT;
  const start = periodStart(period, now);
  return deps.store.cached(`improved-litres:${period}:${start?.getTime() ?? 0}:${limit}`, () => {
    const rows = deps.store.db
      .select({
        profileId: scores.profileId,
        responses: scores.responses,
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
    for (const row of rows) {
      const list = byResident.get(row.profileId);
      if (list) list.push(row);
      else byResident.set(row.profileId, [row]);
    }
    const entries = [...byResident.entries()].flatMap(([id, attempts]) => {
      const readable = (from: number, step: number) => {
        for (let i = from; i >= 0 && i < attempts.length; i += step) {
          const litres = perPersonOf(attempts[i]!.responses, deps, id);
          if (litres !== null) return { index: i, litres };
        }
        return null;
      };
      const first = readable(0, 1);
      const latest = readable(attempts.length - 1, -1);
      if (!first || !latest || latest.index <= first.index) return [];
      if (!(latest.litres < first.litres) || first.litres <= 0) return [];
      const last = attempts[attempts.length - 1]!;
      return [
        {
          id,
          profileName: last.profileName,
          apartment: last.apartment,
          firstLitresPerPersonPerDay: first.litres,
          latestLitresPerPersonPerDay: latest.litres,
          litresChangePercent: ((latest.litres - first.litres) / first.litres) * 100,
        },
      ];
    });
    return entries
      .sort(
        (a, b) =>
          a.litresChangePercent - b.litresChangePercent ||
          b.firstLitresPerPersonPerDay -
            b.latestLitresPerPersonPerDay -
            (a.firstLitresPerPersonPerDay - a.latestLitresPerPersonPerDay) ||
          a.id - b.id,
      )
      .slice(0, limit);
  });
}
