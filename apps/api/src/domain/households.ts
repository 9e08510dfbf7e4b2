import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { households as householdsTable, profiles, scores } from '@wf/db/schema';
import { fairComparison, type HouseholdLitres } from '@wf/scoring/community';
import { householdPart } from '@wf/scoring/household-key';
import { readingsToMeasurements } from '@wf/scoring/water';
import { litresOf } from './answers.ts';
import { authorizeProfile } from './authz.ts';
import type { Deps } from './deps.ts';
import { errors } from './errors.ts';
import { groupKey, householdOfGroup, readingsOf } from './household.ts';
import type { SessionProfile } from './sessions.ts';

// Households (issue 11; stored families since issue 27, item 6: household.ts and
// household-membership.ts). A household's figures are those of its latest attempt, whichever
// member made it.

/**
 * The fair comparison counts a neighbour household only once it is a week old (issue 27, item
 * 6): four signups made today cannot form a group around one family and read its figure.
 */
export const COMPARISON_MIN_AGE_MS = 7 * 24 * 60 * 60 * 1000;

interface Resident {
  id: number;
  householdId: number | null;
  apartmentCommunityName: string;
  waterScore: number;
  latestScoreAt: Date | null;
  /** When the resident's household was made (their own signup when they have none yet). */
  householdSince: Date;
}

/** Every resident (never the administrator), grouped by household. */
function households(deps: Deps): Map<string, Resident[]> {
  return deps.store.cached('households', () => {
    const rows: Resident[] = deps.store.db
      .select({
        id: profiles.id,
        householdId: profiles.householdId,
        apartmentCommunityName: profiles.apartmentCommunityName,
        waterScore: profiles.waterScore,
        latestScoreAt: profiles.latestScoreAt,
        createdAt: profiles.createdAt,
        householdCreatedAt: householdsTable.createdAt,
      })
      .from(profiles)
      .leftJoin(householdsTable, eq(householdsTable.id, profiles.householdId))
      .where(eq(profiles.isAdmin, false))
      .all()
      .map(({ createdAt, householdCreatedAt, ...r }) => ({
        ...r,
        householdSince: householdCreatedAt ?? createdAt,
      }));
    const groups = new Map<string, Resident[]>();
    for (const row of rows) {
      const key = groupKey(row);
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    return groups;
  });
}

/** The member whose latest attempt is the household's latest (null before any attempt). */
function latestMember(members: readonly Resident[]): Resident | null {
  let latest: Resident | null = null;
  for (const m of members) {
    if (m.latestScoreAt === null) continue;
    if (!latest || m.latestScoreAt.getTime() > latest.latestScoreAt!.getTime()) latest = m;
  }
  return latest;
}

/**
 * The leaderboard's household figures: how many households, how many have taken part, and the
 * rounded mean of each household's latest score (the "community average").
 */
export function householdStats(deps: Deps) {
  return deps.store.cached('household-stats', () => {
    const latest = [...households(deps).values()].flatMap((members) => latestMember(members) ?? []);
    const sum = latest.reduce((total, m) => total + m.waterScore, 0);
    return {
      households: households(deps).size,
      householdsWithScores: latest.length,
      averageScore: latest.length === 0 ? 0 : Math.round(sum / latest.length),
    };
  });
}

/**
 * Litres per person a day of every household of one community that has answered: each from the
 * household's latest attempt with answers the model can read.
 */
function communityLitres(
  deps: Deps,
  community: string,
): Map<string, HouseholdLitres & { since: Date }> {
  return deps.store.cached(`community-litres:${community}`, () => {
    const householdOf = new Map<number, string>();
    const sinceOf = new Map<string, Date>();
    for (const [key, members] of households(deps)) {
      sinceOf.set(key, members[0]!.householdSince);
      for (const m of members) {
        if (householdPart(m.apartmentCommunityName) === community) householdOf.set(m.id, key);
      }
    }
    const result = new Map<string, HouseholdLitres & { since: Date }>();
    if (householdOf.size === 0) return result;
    // Newest first: a household's first attempt met is its latest; only those answers are read.
    const latestOf = new Map<string, number>();
    const attempts = deps.store.db
      .select({ id: scores.id, profileId: scores.profileId })
      .from(scores)
      .where(and(inArray(scores.profileId, [...householdOf.keys()]), isNotNull(scores.responses)))
      .orderBy(desc(scores.createdAt), desc(scores.id))
      .all();
    for (const attempt of attempts) {
      const key = householdOf.get(attempt.profileId)!;
      if (!latestOf.has(key)) latestOf.set(key, attempt.id);
    }
    if (latestOf.size === 0) return result;
    const answers = deps.store.db
      .select({ id: scores.id, responses: scores.responses })
      .from(scores)
      .where(inArray(scores.id, [...latestOf.values()]))
      .all();
    const answersOf = new Map(answers.map((a) => [a.id, a.responses]));
    for (const [key, attemptId] of latestOf) {
      // Answers the model cannot read (an older wording) leave the household without a figure.
      const measurements = readingsToMeasurements(
        readingsOf(deps.store.db, householdOfGroup(key)).map((r) => r.reading),
      );
      const figures = litresOf(answersOf.get(attemptId), measurements);
      if (figures) result.set(key, { key, ...figures, since: sinceOf.get(key)! });
    }
    return result;
  });
}

/**
 * The fair comparison of the summary and dashboard: the caller's household (another's only for
 * the administrator) against the median and the most efficient fifth of similar households in
 * its community. Nothing that names or points at another household leaves this function: the
 * group holds only households older than a week with an attempt, and its figures are rounded.
 */
export function householdComparison(deps: Deps, caller: SessionProfile, userId?: number) {
  const profileId = authorizeProfile(caller, userId);
  const profile = deps.store.statements.profileById.get({ id: profileId });
  if (!profile) throw errors.notFound('No profile with that id.');
  if (profile.isAdmin) return { comparison: null, reason: 'no-answers' as const };
  const litres = communityLitres(deps, householdPart(profile.apartmentCommunityName));
  const own = litres.get(groupKey(profile));
  if (!own) return { comparison: null, reason: 'no-answers' as const };
  const oldEnough = Date.now() - COMPARISON_MIN_AGE_MS;
  const neighbours = [...litres.values()].filter((h) => h.since.getTime() <= oldEnough);
  const comparison = fairComparison(own, neighbours);
  if (!comparison) return { comparison: null, reason: 'too-few-households' as const };
  return { comparison, reason: null };
}
