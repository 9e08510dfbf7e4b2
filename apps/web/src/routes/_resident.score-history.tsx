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
import { useTranslation } from 'react-i18next';
import {
  Card,
  EmptyState,
  LoadingBlock,
  ScoreCircle,
  StatCard,
  ToggleGroup,
  WhenInView,
} from '@wf/ui';
import { LoadFailed } from '../components/LoadFailed';
import { NavButton } from '../components/NavButton';
import { loadNamespace } from '../i18n/i18n';
import { formatDateTime, formatNumber, formatShortDate, formatShortDateTime } from '../i18n/format';
import { queries, useQueryContext } from '../lib/queries';
import type { ScoreRecord } from '../lib/trpc';
// The model's display rounding alone (the litres column), not the model.
import { round } from '@wf/scoring/water/round';
import { useDocumentTitle } from '../lib/use-document-title';
import type { ChartPoint, Measure } from './-components/ScoreChart';
import { LatestVerdict } from './-components/water/LatestVerdict';

const ScoreChart = lazy(() => import('./-components/ScoreChart'));

export const Route = createFileRoute('/_resident/score-history')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(queries.history(context)),
      context.queryClient.ensureQueryData(queries.waterHistory(context)),
      context.queryClient.ensureQueryData(queries.waterSummary(context)),
      loadNamespace('history'),
      loadNamespace('water'),
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

const MEASURES = ['points', 'litres'] as const;

function ScoreHistoryPage() {
  const { t } = useTranslation('history');
  useDocumentTitle(t('title'));
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
  const periodLabel = t(`periods.${period}`);
  const periods = HISTORY_PERIODS.map((p) => ({ value: p.value, label: t(`periods.${p.value}`) }));
  const measures = MEASURES.map((value) => ({ value, label: t(value) }));
  const chartLoading = <LoadingBlock label={t('loadingGraph')} />;

  return (
    <div className="page score-history">
      <header className="page-header page-header--row">
        <div>
          <h1>
            <span aria-hidden="true">📈 </span>
            {t('title')}
          </h1>
          <p className="page-header__lead">{t('lead')}</p>
        </div>
        <NavButton to="/questionnaire">{t('retake')}</NavButton>
      </header>

      {/* Try again re-reads the litres too: they failed in the same batch. */}
      <LoadFailed error={history.data.error} />
      {!latest ? (
        <EmptyState
          icon="📭"
          title={t('empty.title')}
          description={t('empty.text')}
          headingLevel={2}
          className="score-history__empty"
        />
      ) : (
        <>
          <LatestVerdict level={2} />
          <Card className="current-score" tone="tint">
            <ScoreCircle
              score={latest.totalScore}
              percent={scoreCirclePercent(latest.totalScore)}
              band={scoreBand(latest.totalScore)}
              size="lg"
              label={t('currentScoreLabel', { score: latest.totalScore })}
            />
            <div>
              <h2 className="current-score__title">
                {t('currentScore', { score: latest.totalScore })}
              </h2>
              <div className={`trend trend--${trend.state}`}>
                <span aria-hidden="true">{TREND_ICONS[trend.state]}</span>
                <p className="trend__message">
                  {t(`trend.${trend.state}`, { points: Math.abs(trend.difference) })}
                </p>
              </div>
            </div>
          </Card>

          <div className="stat-grid">
            <StatCard icon="🔢" label={t('attempts')} value={stats.attempts} tone="primary" />
            <StatCard icon="🌟" label={t('best')} value={stats.best} tone="accent" />
            <StatCard icon="⚖️" label={t('average')} value={stats.average} tone="sun" />
          </div>
        </>
      )}

      <Card title={t('overTime')} icon="📊" className="page-section chart-card">
        <ToggleGroup
          label={t('period')}
          options={periods}
          value={period}
          onChange={setPeriod}
          className="chart-card__filters"
        />
        <ToggleGroup
          label={t('show')}
          options={measures}
          value={measure}
          onChange={setMeasure}
          className="chart-card__filters"
        />
        {points.length === 0 ? (
          <p className="chart-card__empty" role="status">
            {scores.length === 0 ? t('noData') : t('noPeriod')}
          </p>
        ) : (
          <>
            <div
              className="chart-frame"
              role="region"
              aria-label={
                measure === 'points'
                  ? t('graphScores', { period: periodLabel })
                  : t('graphLitres', { period: periodLabel })
              }
            >
              {/* Below the fold on a phone: the chart loads as it comes into view (issue 13). */}
              <WhenInView placeholder={chartLoading}>
                <Suspense fallback={chartLoading}>
                  <ScoreChart points={points} measure={measure} />
                </Suspense>
              </WhenInView>
            </div>
            <table className="history-table">
              <caption>{t('caption', { period: periodLabel })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('date')}</th>
                  <th scope="col">{t('total')}</th>
                  <th scope="col">{t('direct')}</th>
                  <th scope="col">{t('indirect')}</th>
                  <th scope="col">{t('litresADay')}</th>
                </tr>
              </thead>
              <tbody>
                {[...inPeriod].reverse().map((s) => (
                  <tr key={s.id}>
                    <td>{formatDateTime(s.createdAt)}</td>
                    <td>{s.totalScore}</td>
                    <td>{s.directScore}</td>
                    <td>{s.indirectScore}</td>
                    <td>
                      {litresOf.has(s.id)
                        ? formatNumber(round(litresOf.get(s.id) ?? 0), { maximumFractionDigits: 1 })
                        : '–'}
                    </td>
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
