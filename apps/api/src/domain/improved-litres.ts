import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { households, profiles, scores } from '@wf/db/schema';
import { responsesSchema, type Responses } from '@wf/scoring';
import {
  DEFAULT_IMPROVEMENT_PERIOD,
  periodStart,
  type ImprovementPeriod,
} from '@wf/scoring/community';
import { householdFigure, type HouseholdModel } from '@wf/scoring/household-footprint';
import { LEADERBOARD_LIMIT } from '@wf/scoring/limits';
import { assertResponses, computeFootprint, type Measurements } from '@wf/scoring/water';
import { z } from 'zod';
import { countsForBoardsSql } from './counts-for-boards.ts';
import type { Deps } from './deps.ts';
import { groupKey, householdIdOf, householdMeasurements } from './household.ts';
import type { SessionProfile } from './sessions.ts';

// "Most improved" by litres (issue 27): litres are the product's one truth, so the board that
// praises a home for improving follows the water it uses, not the points (a resident once
// stood +13 points while using 6.9 litres a day more). The points board stays beside it.
//
// One household, one figure (issue 27, item 5): the board ranks homes, not residents. A family's
// figure is the household's (@wf/scoring/household-footprint), as of each of its attempts: the
// answers of that attempt with every other member's latest answers made before it. Two members
// of one flat are one entry. A home is named by its flat; members' names appear only for those
// who chose to be named (profiles.show_name_in_reports), since the board is seen by every
// resident and a child's name next to the home's litres is the family's to give
// (docs/households.md, "Most improved by litres").

export interface ImprovedByLitresQuery {
  period?: ImprovementPeriod;
  limit?: number;
}

export const improvedByLitresSchema = z.array(
  z
    .object({
      householdId: z
        .number()
        .int()
        .nullable()
        .describe('The household (null only for a resident the start-up has not yet given one)'),
      apartment: z.string().describe('The home’s flat, as its members wrote it; empty if none'),
      memberNames: z
        .array(z.string())
        .describe('Members who chose to be named (show name in reports), oldest member first'),
      yours: z.boolean().describe('Whether the caller lives in this home'),
      firstLitresPerPersonPerDay: z
        .number()
        .describe(
          'The household’s direct litres per person a day at its first attempt with answers of the period',
        ),
      latestLitresPerPersonPerDay: z
        .number()
        .describe('The household’s direct litres per person a day now (its latest answers)'),
      litresChangePercent: z
        .number()
        .describe('Latest against first, in percent: negative is fewer litres (always below 0)'),
    })
    .meta({ id: 'ImprovedByLitresEntry' }),
);

/** Stored answers the model can read, or null. */
function readable(responses: unknown): Responses | null {
  const parsed = responsesSchema.safeParse(responses);
  if (!parsed.success) return null;
  try {
    assertResponses(parsed.data);
  } catch {
    return null;
  }
  return parsed.data;
}

// Only the value is needed: the ranges cost two model runs a factor.
const valueOnly: HouseholdModel = (responses, measurements) =>
  computeFootprint(responses, measurements, { range: false });

interface HomeAttempt {
  profileId: number;
  createdAt: Date;
  responses: unknown;
}

/**
 * A household's attempts, oldest first, read as the board needs them: each one's answers are
 * checked only when asked for (a board reads a few attempts of each home, not all of them).
 */
function homeAttempts(attempts: readonly HomeAttempt[]) {
  const checked = new Map<number, Responses | null>();
  const answersAt = (i: number) => {
    if (!checked.has(i)) checked.set(i, readable(attempts[i]!.responses));
    return checked.get(i)!;
  };
  const members = new Set(attempts.map((a) => a.profileId)).size;
  return {
    /** The first attempt with readable answers from `from` on; -1 if none. */
    firstFrom(from: number): number {
      for (let i = from; i < attempts.length; i++) if (answersAt(i)) return i;
      return -1;
    },
    /** The latest attempt with readable answers; -1 if none. */
    latest(): number {
      for (let i = attempts.length - 1; i >= 0; i--) if (answersAt(i)) return i;
      return -1;
    },
    /**
     * The household's litres per person a day as of attempt `index` (readable): its answers
     * (the home's shared uses), with each member's latest readable answers up to it.
     */
    figureAt(index: number, measurements: Measurements): number {
      const latestOf = new Map<number, Responses>();
      for (let i = index; i >= 0 && latestOf.size < members; i--) {
        const answers = answersAt(i);
        if (answers && !latestOf.has(attempts[i]!.profileId)) {
          latestOf.set(attempts[i]!.profileId, answers);
        }
      }
      return householdFigure(answersAt(index)!, [...latestOf.values()], measurements, valueOnly)
        .direct.perPersonPerDay;
    },
  };
}

interface Board {
  entries: Omit<z.output<typeof improvedByLitresSchema>[number], 'yours'>[];
}

/**
 * Households whose direct litres per person a day fell from their first attempt with answers in
 * the period to their latest (attempts that count for the boards), largest fall in percent
 * first; ties: the larger fall in litres, then the lower household. Homes that did not fall are
 * not listed; the administrator never appears. An earlier attempt of another member still
 * counts in the household's figure at the period's first attempt (that member lives there).
 */
export function improvedByLitres(
  deps: Deps,
  caller: SessionProfile | null,
  query: ImprovedByLitresQuery = {},
  now = new Date(),
) {
  const period = query.period ?? DEFAULT_IMPROVEMENT_PERIOD;
  const limit = query.limit ?? LEADERBOARD_LIMIT;
  const start = periodStart(period, now);
  const key = `improved-litres:${period}:${start?.getTime() ?? 0}:${limit}`;
  const board = deps.store.cached<Board>(key, () => {
    const rows = deps.store.db
      .select({
        profileId: scores.profileId,
        createdAt: scores.createdAt,
        responses: scores.responses,
        householdId: profiles.householdId,
        profileApartment: profiles.apartment,
        householdApartment: households.apartment,
        profileName: profiles.profileName,
        named: profiles.showNameInReports,
        profileCreatedAt: profiles.createdAt,
      })
      .from(scores)
      .innerJoin(profiles, eq(scores.profileId, profiles.id))
      .leftJoin(households, eq(households.id, profiles.householdId))
      .where(and(eq(profiles.isAdmin, false), countsForBoardsSql, isNotNull(scores.responses)))
      .orderBy(asc(scores.createdAt), asc(scores.id))
      .all();
    const homes = new Map<string, typeof rows>();
    for (const row of rows) {
      const key = groupKey({ id: row.profileId, householdId: row.householdId });
      const list = homes.get(key);
      if (list) list.push(row);
      else homes.set(key, [row]);
    }
    const entries = [...homes.values()].flatMap((home) => {
      const attempts = homeAttempts(home);
      // The period's first attempt with readable answers, and the latest: two at least.
      const inPeriod = start ? home.findIndex((a) => a.createdAt >= start) : 0;
      const first = inPeriod < 0 ? -1 : attempts.firstFrom(inPeriod);
      const latest = attempts.latest();
      if (first < 0 || latest <= first) return [];
      const { householdId, profileApartment, householdApartment } = home[0]!;
      const measurements = householdMeasurements(deps.store.db, home[0]!.profileId);
      const firstLitres = attempts.figureAt(first, measurements);
      const latestLitres = attempts.figureAt(latest, measurements);
      if (!(latestLitres < firstLitres) || firstLitres <= 0) return [];
      const members = new Map<number, { name: string; named: boolean; since: Date }>();
      for (const row of home) {
        members.set(row.profileId, {
          name: row.profileName,
          named: row.named,
          since: row.profileCreatedAt,
        });
      }
      return [
        {
          householdId,
          apartment: householdApartment ?? profileApartment,
          memberNames: [...members.values()]
            .filter((m) => m.named)
            .sort((a, b) => a.since.getTime() - b.since.getTime())
            .map((m) => m.name),
          firstLitresPerPersonPerDay: firstLitres,
          latestLitresPerPersonPerDay: latestLitres,
          litresChangePercent: ((latestLitres - firstLitres) / firstLitres) * 100,
        },
      ];
    });
    return {
      entries: entries
        .sort(
          (a, b) =>
            a.litresChangePercent - b.litresChangePercent ||
            b.firstLitresPerPersonPerDay -
              b.latestLitresPerPersonPerDay -
              (a.firstLitresPerPersonPerDay - a.latestLitresPerPersonPerDay) ||
            (a.householdId ?? 0) - (b.householdId ?? 0),
        )
        .slice(0, limit),
    };
  });
  // Which entry is the caller's home: one list per household, kept like the board (the same
  // object each time, so the transports' checks and JSON are done once).
  const mine = caller && !caller.isAdmin ? householdIdOf(deps.store.db, caller.id) : null;
  return deps.store.cached(`${key}:yours:${mine ?? 'none'}`, () =>
    board.entries.map((entry) => ({
      ...entry,
      yours: mine !== null && entry.householdId === mine,
    })),
  );
}
