// What the score summary adds beside the spec's scores: litres first (the verdict against the
// norm and the change since last time), what is next when the home is over the norm, the kept
// promises, the readable points, and what to do tomorrow. Each reads the water summary or the
// plan the route's loader fetched.
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queries, useQueryContext } from '../../../lib/queries';
import type { WaterSummary } from '../../../lib/water-queries';
import { MeasuredAtHome } from '../kids/MeasuredAtHome';
import { HomeFootprint } from './HomeFootprint';
import { KeptPledges } from './KeptPledges';
import { LitresVerdict, isOverNorm } from './LitresVerdict';
import { ScoreReading } from './ScoreReading';
import { useActionWords } from './plan-words';
import { sinceLast } from './since-last';
import { Tomorrow } from './Tomorrow';
import { useModelTexts } from './words';
import './water.css';

function useWaterSummary(): WaterSummary {
  return useSuspenseQuery(queries.waterSummary(useQueryContext())).data.value;
}

/** The summary's first verdict: each person's litres against the norm, and the change. */
export function SummaryVerdict() {
  const { latest, previous } = useWaterSummary();
  if (!latest) return null;
  return (
    <LitresVerdict
      perPersonPerDay={latest.footprint.direct.perPersonPerDay}
      normPerPersonPerDay={latest.footprint.benchmarks.normPerPersonPerDay}
      previousPerPersonPerDay={previous ? previous.footprint.direct.perPersonPerDay : null}
    />
  );
}

/**
 * Right after the spec's celebration: when the home uses more than the norm, the celebration
 * names what the habits did well and this says what is next, so the two never disagree.
 */
export function SummaryNextStep() {
  const { t } = useTranslation('water');
  const words = useActionWords();
  const names = useModelTexts();
  const { latest } = useWaterSummary();
  const { actions } = useSuspenseQuery(queries.actions(useQueryContext())).data.value;
  if (!latest) return null;
  const { perPersonPerDay } = latest.footprint.direct;
  if (!isOverNorm(perPersonPerDay, latest.footprint.benchmarks.normPerPersonPerDay)) return null;
  const next = actions[0];
  return (
    <p className="next-step" role="note">
      <span aria-hidden="true">👉 </span>
      {next
        ? t('next.over', { title: names.title(next), saves: words.saves(next) })
        : t('next.overNoAction')}
    </p>
  );
}

/**
 * The home's litres a day in detail, which figures were measured at home, and the promises
 * this attempt kept.
 */
export function SummaryLitres() {
  const summary = useWaterSummary();
  return (
    <>
      {summary.latest && <HomeFootprint footprint={summary.latest.footprint} />}
      {summary.latest && <MeasuredAtHome measured={summary.latest.footprint.measured} />}
      <KeptPledges pledges={summary.resolvedPledges} kept={summary.keptPledges} />
    </>
  );
}

/** "92 of 159", which way is better, and the change since last time, under the spec's scores. */
export function SummaryScoreReading({ totalScore }: { totalScore: number }) {
  const summary = useWaterSummary();
  return <ScoreReading totalScore={totalScore} since={sinceLast(summary)} />;
}

/** What to do tomorrow: the plan's first three, split by who does them. */
export function SummaryTopActions() {
  const { actions } = useSuspenseQuery(queries.actions(useQueryContext())).data.value;
  return <Tomorrow actions={actions} />;
}
