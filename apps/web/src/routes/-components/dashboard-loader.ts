import { loadNamespace } from '../../i18n/i18n';
import { queries } from '../../lib/queries';
import type { RouterContext } from '../../lib/router-context';

/** Loader of /dashboard and /profile: the user's history and the community data. */
export async function loadDashboard({ context }: { context: RouterContext }) {
  const { queryClient } = context;
  await Promise.all([
    queryClient.ensureQueryData(queries.history(context)),
    queryClient.ensureQueryData(queries.leaderboard(context)),
    queryClient.ensureQueryData(queries.communityStats(context)),
    queryClient.ensureQueryData(queries.householdStats(context)),
    queryClient.ensureQueryData(queries.ownRank(context)),
    queryClient.ensureQueryData(queries.comparison(context)),
    loadNamespace('community'),
    loadNamespace('dashboard'),
    loadNamespace('water'),
    queryClient.ensureQueryData(queries.waterSummary(context)),
    queryClient.ensureQueryData(queries.actions(context)),
    queryClient.ensureQueryData(queries.pledges(context)),
    queryClient.ensureQueryData(queries.goal(context)),
  ]);
}
