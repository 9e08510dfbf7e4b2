// What the score summary adds beside the spec's scores: litres first, the kept promises, the
// readable points, and the top actions. Each reads the water summary the route's loader fetched.
import { useSuspenseQuery } from '@tanstack/react-query';
import { queries, useQueryContext } from '../../../lib/queries';
import type { WaterSummary } from '../../../lib/water-queries';
import { MeasuredAtHome } from '../kids/MeasuredAtHome';
import { HomeFootprint } from './HomeFootprint';
import { KeptPledges } from './KeptPledges';
import { ScoreReading } from './ScoreReading';
import { sinceLast } from './since-last';
import { TopActions } from './TopActions';
import './water.css';

function useWaterSummary(): WaterSummary {
  return useSuspenseQuery(queries.waterSummary(useQueryContext())).data.value;
}

/**
 * The summary's lead (litres a day for the home), which figures were measured at home, and the
 * promises this attempt kept.
 */
export function SummaryLitres() {
  const summary = useWaterSummary();
  return (
    <>
      {summary.latest && <HomeFootprint footprint={summary.latest.footprint} />}
      {summary.latest && <MeasuredAtHome measured={summary.latest.footprint.measured} />}
      <KeptPledges pledges={summary.resolvedPledges} />
    </>
  );
}

/** "92 of 159", which way is better, and the change since last time, under the spec's scores. */
export function SummaryScoreReading({ totalScore }: { totalScore: number }) {
  const summary = useWaterSummary();
  return <ScoreReading totalScore={totalScore} since={sinceLast(summary)} />;
}

/** The top five actions of the latest attempt's plan. */
export function SummaryTopActions() {
  const { actions } = useSuspenseQuery(queries.actions(useQueryContext())).data.value;
  return <TopActions actions={actions} />;
}
