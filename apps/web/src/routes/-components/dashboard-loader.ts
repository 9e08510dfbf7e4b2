import { queries, quietly } from '../../lib/queries';
import type { RouterContext } from '../../lib/router-context';

/** Prefetch of /dashboard and /profile: the user's history and the community data. */
export async function loadDashboard({ context }: { context: RouterContext }) {
  const { queryClient, trpc } = context;
  await Promise.all([
    quietly(queryClient.ensureQueryData(queries.history(trpc))),
    quietly(queryClient.ensureQueryData(queries.leaderboard(trpc))),
    quietly(queryClient.ensureQueryData(queries.communityStats(trpc))),
  ]);
}
