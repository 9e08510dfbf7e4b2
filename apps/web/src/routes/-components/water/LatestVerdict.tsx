// The litres verdict of the latest attempt with answers, for the dashboard and the history: a
// module of its own, so the history does not load the dashboard's other water parts.
import { useSuspenseQuery } from '@tanstack/react-query';
import { queries, useQueryContext } from '../../../lib/queries';
import { LitresVerdict } from './LitresVerdict';

/** Each person's litres against the norm, and the change since the previous attempt. */
export function LatestVerdict({ level = 3 }: { level?: 2 | 3 }) {
  const { latest, previous } = useSuspenseQuery(queries.waterSummary(useQueryContext())).data.value;
  if (!latest) return null;
  return (
    <LitresVerdict
      level={level}
      perPersonPerDay={latest.footprint.direct.perPersonPerDay}
      normPerPersonPerDay={latest.footprint.benchmarks.normPerPersonPerDay}
      previousPerPersonPerDay={previous ? previous.footprint.direct.perPersonPerDay : null}
    />
  );
}
