// The queries screens share, so loaders (prefetch) and components (read) use identical keys.
import { HISTORY_LIMIT, LEADERBOARD_LIMIT } from '@wf/scoring/limits';
import type { RouterContext } from './router-context';
import type { Trpc } from './trpc';

export const queries = {
  history: (trpc: Trpc) => trpc.scores.history.queryOptions({ limit: HISTORY_LIMIT }),
  latest: (trpc: Trpc) => trpc.scores.latest.queryOptions(),
  leaderboard: (trpc: Trpc) =>
    trpc.analytics.leaderboard.queryOptions({ limit: LEADERBOARD_LIMIT }),
  communityStats: (trpc: Trpc) => trpc.analytics.communityStats.queryOptions(),
};

/**
 * Lets a loader's prefetch fail quietly: the screen then shows its empty or zero state (spec
 * section 8), and a lost session is handled once by the query cache.
 */
export function quietly<T>(promise: Promise<T>): Promise<T | null> {
  return promise.catch(() => null);
}

/** Everything that changes when a new score is saved or the profile changes. */
export async function invalidateResidentData({ queryClient, trpc }: RouterContext) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.scores.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.analytics.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() }),
  ]);
}
