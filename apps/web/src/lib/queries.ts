// The reads screens share, so loaders (ensureQueryData) and screens (useSuspenseQuery) use
// identical keys and options.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { HISTORY_LIMIT, LEADERBOARD_LIMIT } from '@wf/scoring/limits';
import type { RouterContext } from './router-context';
import { useTRPC } from './trpc';
import type { RouterOutputs } from './trpc';

/**
 * A read whose failure the spec shows as an empty value (section 8: an empty history or
 * leaderboard, zero community stats). The failure is kept beside the value, so a screen can say
 * what happened and offer to try again.
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
function orEmpty<T>(key: QueryKey, fetch: () => Promise<T>, empty: T) {
  return queryOptions({
    queryKey: [...key, 'or-empty'],
    queryFn: async (): Promise<OrEmpty<T>> => {
      try {
        return { value: await fetch(), error: null };
      } catch (error) {
        return { value: empty, error: error instanceof Error ? error : new Error(String(error)) };
      }
    },
  });
}

type Outputs = RouterOutputs;

export const queries = {
  history: ({ queryClient, trpc }: RouterContext) => {
    const options = trpc.scores.history.queryOptions({ limit: HISTORY_LIMIT });
    return orEmpty<Outputs['scores']['history']>(
      options.queryKey,
      // staleTime 0: freshness is the wrapper's (so invalidating or refetching it asks again).
      () => queryClient.fetchQuery({ ...options, staleTime: 0 }),
      [],
    );
  },
  latest: ({ queryClient, trpc }: RouterContext) => {
    const options = trpc.scores.latest.queryOptions();
    return orEmpty<Outputs['scores']['latest']>(
      options.queryKey,
      () => queryClient.fetchQuery({ ...options, staleTime: 0 }),
      null,
    );
  },
  leaderboard: ({ queryClient, trpc }: RouterContext) => {
    const options = trpc.analytics.leaderboard.queryOptions({ limit: LEADERBOARD_LIMIT });
    return orEmpty<Outputs['analytics']['leaderboard']>(
      options.queryKey,
      () => queryClient.fetchQuery({ ...options, staleTime: 0 }),
      [],
    );
  },
  communityStats: ({ queryClient, trpc }: RouterContext) => {
    const options = trpc.analytics.communityStats.queryOptions();
    return orEmpty<Outputs['analytics']['communityStats']>(
      options.queryKey,
      () => queryClient.fetchQuery({ ...options, staleTime: 0 }),
      { totalUsers: 0, usersWithScores: 0, averageScore: 0 },
    );
  },
  /** Signup's prefill; without it the community field simply starts empty. */
  signupDefaults: ({ queryClient, trpc }: RouterContext) => {
    const options = trpc.auth.signupDefaults.queryOptions();
    return {
      ...orEmpty<Outputs['auth']['signupDefaults']>(
        options.queryKey,
        () => queryClient.fetchQuery({ ...options, staleTime: 0 }),
        { defaultCommunityName: '' },
      ),
      staleTime: Infinity,
    };
  },
  /** Every profile, for the administrator (spec section 8: a failed load leaves the list empty). */
  profiles: ({ queryClient, trpc }: RouterContext) => {
    const options = trpc.admin.listProfiles.queryOptions();
    return orEmpty<Outputs['admin']['listProfiles']>(
      options.queryKey,
      () => queryClient.fetchQuery({ ...options, staleTime: 0 }),
      { success: true, users: [] },
    );
  },
};

/** The clients the queries need, inside a screen (the router's loaders get them as context). */
export function useQueryContext(): RouterContext {
  return { queryClient: useQueryClient(), trpc: useTRPC() };
}

/** Everything that changes when a new score is saved or the profile changes. */
export async function invalidateResidentData({ queryClient, trpc }: RouterContext) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.scores.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.analytics.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() }),
  ]);
}
