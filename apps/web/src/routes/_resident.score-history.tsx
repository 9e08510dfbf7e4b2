import { Suspense, lazy, useMemo, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import {
  HISTORY_PERIODS,
  filterByPeriod,
  historyStats,
  scoreBand,
  scoreCirclePercent,
  scoreTrend,
} from '@wf/scoring';
import type { HistoryPeriod } from '@wf/scoring';
import { Card, EmptyState, LoadingBlock, ScoreCircle, StatCard, ToggleGroup } from '@wf/ui';
import { LoadFailed } from '../components/LoadFailed';
import { NavButton } from '../components/NavButton';
import { formatDateTime, formatShortDate, formatShortDateTime } from '../lib/format';
import { queries, useQueryContext } from '../lib/queries';
import type { ScoreRecord } from '../lib/trpc';
import { litres } from '../lib/litres';
import { useDocumentTitle } from '../lib/use-document-title';
import type { ChartPoint, Measure } from './-components/ScoreChart';

const ScoreChart = lazy(() => import('./-components/ScoreChart'));

export const Route = createFileRoute('/_resident/score-history')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(queries.history(context)),
      context.queryClient.ensureQueryData(queries.waterHistory(context)),
    ]),
  component: ScoreHistoryPage,
});

const TREND_ICONS = { neutral: '🔁', improving: '📈', declining: '📉', stable: '➖' } as const;

function byDateAscending(a: ScoreRecord, b: ScoreRecord) {
  return new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime();
}

/** X-axis labels: the day, with the time when several attempts share a day. */
function chartPoints(
  scores: readonly ScoreRecord[],
  litresOf: ReadonlyMap<number, number>,
): ChartPoint[] {
  const days = scores.map((s) => formatShortDate(s.createdAt));
  const repeated = new Set(days.filter((day, i) => days.indexOf(day) !== i));
  return scores.map((s, i) => ({
    time: new Date(s.createdAt).getTime(),
    label: repeated.has(days[i] ?? '') ? formatShortDateTime(s.createdAt) : (days[i] ?? ''),
    totalScore: s.totalScore,
    directScore: s.directScore,
    indirectScore: s.indirectScore,
    litresPerDay: litresOf.get(s.id) ?? null,
  }));
}

const MEASURES = [
  { value: 'points', label: 'Points' },
  { value: 'litres', label: 'Litres' },
] as const;

function ScoreHistoryPage() {
  useDocumentTitle('Score History');
  // A failed load shows as an empty history (spec section 8).
  const history = useSuspenseQuery(queries.history(useQueryContext()));
  const scores = history.data.value;
  const [period, setPeriod] = useState<HistoryPeriod>('all');
  const [measure, setMeasure] = useState<Measure>('points');
  const litresHistory = useSuspenseQuery(queries.waterHistory(useQueryContext())).data.value;
  // Attempts saved without answers (imported from the old app) have no litres.
  const litresOf = useMemo(
    () => new Map(litresHistory.map((h) => [h.attemptId, h.litresPerDay])),
    [litresHistory],
  );

  const latest = scores[0];
  const trend = scoreTrend(scores);
  const stats = historyStats(scores);
  const inPeriod = useMemo(
    () => filterByPeriod(scores, period).sort(byDateAscending),
    [scores, period],
  );
  const points: ChartPoint[] = useMemo(() => chartPoints(inPeriod, litresOf), [inPeriod, litresOf]);
  const periodLabel = HISTORY_PERIODS.find((p) => p.value === period)?.label ?? '';

  return (
    <div className="page score-history">
      <header className="page-header page-header--row">
        <div>
          <h1>
            <span aria-hidden="true">📈 </span>Score History
          </h1>
          <p className="page-header__lead">See how your water footprint score changes over time.</p>
        </div>
        <NavButton to="/questionnaire">Retake Questionnaire</NavButton>
      </header>

      <LoadFailed
        error={history.data.error}
        retry={history.refetch}
        retrying={history.isRefetching}
      />
      {!latest ? (
        <EmptyState
          icon="📭"
          title="No score history yet"
          description="Take the questionnaire to start tracking your progress."
          headingLevel={2}
          className="score-history__empty"
        />
      ) : (
        <>
          <Card className="current-score" tone="tint">
            <ScoreCircle
              score={latest.totalScore}
              percent={scoreCirclePercent(latest.totalScore)}
              band={scoreBand(latest.totalScore)}
              size="lg"
              label={`Current score ${latest.totalScore}`}
            />
            <div>
              <h2 className="current-score__title">Current Score: {latest.totalScore}</h2>
              <div className={`trend trend--${trend.state}`}>
                <span aria-hidden="true">{TREND_ICONS[trend.state]}</span>
                <p className="trend__message">{trend.message}</p>
              </div>
            </div>
          </Card>

          <div className="stat-grid">
            <StatCard icon="🔢" label="Total Attempts" value={stats.attempts} tone="primary" />
            <StatCard icon="🌟" label="Best Score" value={stats.best} tone="accent" />
            <StatCard icon="⚖️" label="Average Score" value={stats.average} tone="sun" />
          </div>
        </>
      )}

      <Card title="Score Over Time" icon="📊" className="page-section chart-card">
        <ToggleGroup
          label="Time period"
          options={HISTORY_PERIODS}
          value={period}
          onChange={setPeriod}
          className="chart-card__filters"
        />
        <ToggleGroup
          label="Show on the graph"
          options={MEASURES}
          value={measure}
          onChange={setMeasure}
          className="chart-card__filters"
        />
        {points.length === 0 ? (
          <p className="chart-card__empty" role="status">
            {scores.length === 0
              ? 'No score data yet. Take the questionnaire to start your graph!'
              : 'No scores in this period. Try a longer period, like All Time.'}
          </p>
        ) : (
          <>
            <div
              className="chart-frame"
              role="region"
              aria-label={
                measure === 'points'
                  ? `Graph of your scores, ${periodLabel}`
                  : `Graph of your litres a day, ${periodLabel}`
              }
            >
              <Suspense fallback={<LoadingBlock label="Loading the graph…" />}>
                <ScoreChart points={points} measure={measure} />
              </Suspense>
            </div>
            <table className="history-table">
              <caption>Your attempts ({periodLabel})</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Total</th>
                  <th scope="col">Direct</th>
                  <th scope="col">Indirect</th>
                  <th scope="col">Litres a day</th>
                </tr>
              </thead>
              <tbody>
                {[...inPeriod].reverse().map((s) => (
                  <tr key={s.id}>
                    <td>{formatDateTime(s.createdAt)}</td>
                    <td>{s.totalScore}</td>
                    <td>{s.directScore}</td>
                    <td>{s.indirectScore}</td>
                    <td>{litresOf.has(s.id) ? litres(litresOf.get(s.id) ?? 0) : '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </Card>
    </div>
  );
}
