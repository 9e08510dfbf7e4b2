// The reads screens share, so loaders (ensureQueryData) and screens (useSuspenseQuery) use
// identical keys and options.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { ImprovementPeriod } from '@wf/scoring/community';
import { HISTORY_LIMIT, LEADERBOARD_LIMIT } from '@wf/scoring/limits';
import { OR_EMPTY } from './failed-reads';
import type { RouterContext } from './router-context';
import { useTRPC } from './trpc';

/**
 * A read whose failure the spec shows as an empty value (section 8: an empty history or
 * leaderboard, zero community stats). The failure is kept beside the value, so a screen can say
 * what happened and offer to try again (components/LoadFailed.tsx).
 */
interface OrEmpty<T> {
  value: T;
  /** Why the read failed; null when it succeeded. */
  error: Error | null;
}

/**
 * The call itself runs as its own query (fetchQuery), so it keeps the client's retry of network
 * failures and the query cache still sees an UNAUTHORIZED answer (session lost, see main.tsx);
 * only this wrapper turns the final failure into the empty value instead of throwing it to the
 * layout's error screen.
 */
function orEmpty<T, CallError, Key extends QueryKey>(
  { queryClient }: RouterContext,
  call: FetchQueryOptions<T, CallError, T, Key>,
  empty: T,
) {
  return queryOptions({
    // The marker lets "Try again" find every failed read on screen (lib/failed-reads.ts).
    queryKey: [...call.queryKey, OR_EMPTY],
    queryFn: async (): Promise<OrEmpty<T>> => {
      try {
        // staleTime 0: freshness is the wrapper's (invalidating or refetching it asks again).
        return { value: await queryClient.fetchQuery({ ...call, staleTime: 0 }), error: null };
      } catch (error) {
        return { value: empty, error: error instanceof Error ? error : new Error(String(error)) };
      }
    },
  });
}

export const queries = {
  history: (c: RouterContext) =>
    orEmpty(c, c.trpc.scores.history.queryOptions({ limit: HISTORY_LIMIT }), []),
  latest: (c: RouterContext) => orEmpty(c, c.trpc.scores.latest.queryOptions(), null),
  leaderboard: (c: RouterContext) =>
    orEmpty(c, c.trpc.analytics.leaderboard.queryOptions({ limit: LEADERBOARD_LIMIT }), []),
  communityStats: (c: RouterContext) =>
    orEmpty(c, c.trpc.analytics.communityStats.queryOptions(), {
      totalUsers: 0,
      usersWithScores: 0,
      averageScore: 0,
    }),
  // Issue 11 (docs/community.md): households, one's own rank, most improved and the fair
  // comparison sit beside the spec's figures; a failed read leaves them out.
  householdStats: (c: RouterContext) =>
    orEmpty(c, c.trpc.analytics.householdStats.queryOptions(), {
      households: 0,
      householdsWithScores: 0,
      averageScore: 0,
    }),
  ownRank: (c: RouterContext) =>
    orEmpty(c, c.trpc.analytics.rank.queryOptions(), {
      rank: null,
      of: 0,
      totalScore: null,
      improvedBy: null,
      pointsToMoveUp: null,
    }),
  improved: (c: RouterContext, period: ImprovementPeriod) =>
    orEmpty(c, c.trpc.analytics.improved.queryOptions({ period, limit: LEADERBOARD_LIMIT }), []),
  /** "Most improved" follows litres (issue 27): the homes whose litres fell most, in percent. */
  improvedByLitres: (c: RouterContext, period: ImprovementPeriod) =>
    orEmpty(
      c,
      c.trpc.analytics.improvedByLitres.queryOptions({ period, limit: LEADERBOARD_LIMIT }),
      [],
    ),
  comparison: (c: RouterContext) =>
    orEmpty(c, c.trpc.analytics.comparison.queryOptions(), {
      comparison: null,
      reason: 'no-answers' as const,
    }),
  /** Signup's prefill; without it the community field simply starts empty. */
  signupDefaults: (c: RouterContext) => ({
    ...orEmpty(c, c.trpc.auth.signupDefaults.queryOptions(), { defaultCommunityName: '' }),
    staleTime: Infinity,
  }),
  // Litres (issue 10) sit beside the spec's screens: a failed read leaves them out (empty), it
  // never takes the spec's screen down with it.
  waterSummary: (c: RouterContext) =>
    orEmpty(c, c.trpc.water.summary.queryOptions(), {
      latest: null,
      previous: null,
      change: null,
      resolvedPledges: [],
      keptPledges: { count: 0, litresSavedPerDay: 0 },
    }),
  actions: (c: RouterContext) =>
    orEmpty(c, c.trpc.water.actions.queryOptions(), {
      actions: [],
      combined: { count: 0, litresSavedPerDay: 0 },
      whatIf: null,
    }),
  waterHistory: (c: RouterContext) => orEmpty(c, c.trpc.water.history.queryOptions(), []),
  pledges: (c: RouterContext) =>
    orEmpty(c, c.trpc.pledges.list.queryOptions(), {
      pledges: [],
      kept: { count: 0, litresSavedPerDay: 0 },
    }),
  goal: (c: RouterContext) =>
    orEmpty(c, c.trpc.goal.get.queryOptions(), { goal: null, progress: null }),
  // The kids' corner and the water detective (issue 12), beside the spec's screens like litres.
  kids: (c: RouterContext) =>
    orEmpty(c, c.trpc.kids.get.queryOptions(), { stickers: [], missions: [], newSticker: null }),
  detective: (c: RouterContext) =>
    orEmpty(c, c.trpc.detective.get.queryOptions(), {
      readings: [],
      measurements: {},
      newSticker: null,
    }),
  // The household (its members, code and home facts) and the report-name choice: read by the
  // account cards and the questionnaire as they render, and asked ahead by those screens' loaders
  // (prefetchQuery) in the same request as the screen's own reads. A failed read shows in the
  // card that needs it; the questionnaire's facts then start empty.
  household: (c: RouterContext) => c.trpc.household.get.queryOptions(),
  reportName: (c: RouterContext) => c.trpc.users.reportName.queryOptions(),
  /** Every profile, for the administrator (spec section 8: a failed load leaves the list empty). */
  profiles: (c: RouterContext) =>
    orEmpty(c, c.trpc.admin.listProfiles.queryOptions(), { success: true as const, users: [] }) /**
   * The signed-in resident's live sessions (issue 14): a section of /edit-profile beside the
   * spec's form, so a failure shows in that section only.
   */,
  sessions: (c: RouterContext) => orEmpty(c, c.trpc.auth.sessions.queryOptions(), { sessions: [] }),
  /** The participant code, for the administrator's section of /admin (issue 14). */
  participantCode: (c: RouterContext) =>
    orEmpty(c, c.trpc.admin.participantCode.queryOptions(), { code: '' }),
};

/** The clients the queries need, inside a screen (the router's loaders get them as context). */
export function useQueryContext(): RouterContext {
  return { queryClient: useQueryClient(), trpc: useTRPC() };
}

/** Everything that changes when a new score is saved or the profile changes. */
export async function invalidateResidentData({ queryClient }: RouterContext) {
  // Scores, the community figures, the user, and (issue 10) litres, the plan, the pledges a new
  // attempt resolves and the goal's progress: that is every read a resident makes.
  await queryClient.invalidateQueries();
}
