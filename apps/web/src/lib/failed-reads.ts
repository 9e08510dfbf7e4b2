// "Try again" beside a screen that shows empty because its read failed (spec section 8, issue
// 13). A screen's reads travel in one tRPC batch and fail together, so retrying only the read
// beside the notice left the others empty (the leaderboard's own rank stayed missing): the
// retry re-reads every read on screen that failed, and no screen lists its reads by hand.
import type { Query, QueryFilters } from '@tanstack/react-query';

/** The last part of every orEmpty read's key (lib/queries.ts), so failed reads can be found. */
export const OR_EMPTY = 'or-empty';

function failedIntoEmpty(query: Query): boolean {
  const data: unknown = query.state.data;
  return (
    query.queryKey.at(-1) === OR_EMPTY &&
    typeof data === 'object' &&
    data !== null &&
    'error' in data &&
    data.error !== null
  );
}

/**
 * The reads on screen (active: a mounted component observes them) whose last answer was a
 * failure turned into an empty value. For refetchQueries (re-read them) and useIsFetching
 * (they are being re-read).
 */
export const failedReads: QueryFilters = { type: 'active', predicate: failedIntoEmpty };
