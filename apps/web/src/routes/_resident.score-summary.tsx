import { Suspense, lazy } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useLocation } from '@tanstack/react-router';
import { scoreTier } from '@wf/scoring';
import type { Responses } from '@wf/scoring';
import { useTranslation } from 'react-i18next';
import { ButtonRow, Card, EmptyState, LoadingBlock, StatCard, WhenInView } from '@wf/ui';
import { NavButton } from '../components/NavButton';
import { loadNamespace, withNamespace } from '../i18n/i18n';
import { formatDate } from '../i18n/format';
import type { ScoreResultState } from '../lib/history-state';
import { queries, useQueryContext } from '../lib/queries';
import { useDocumentTitle } from '../lib/use-document-title';
import { Celebration } from './-components/Celebration';
import { DrippyReaction } from './-components/kids/DrippyReaction';
import './-components/kids/kids.css';
import {
  SummaryLitres,
  SummaryNextStep,
  SummaryScoreReading,
  SummaryTopActions,
  SummaryVerdict,
} from './-components/water/SummaryWater';
import { AfterFirstPaint } from '../lib/use-preload';

export const Route = createFileRoute('/_resident/score-summary')({
  // Arriving from the questionnaire, the result travels in navigation state; otherwise (View
  // Existing Score, a bookmark) the latest saved score is shown.
  // Just submitted: the litres, the change and the kept pledges are of the new attempt, which
  // the questionnaire invalidated; fetchQuery reads them again, ensureQueryData would not.
  loader: ({ context: c, location }) =>
    location.state.scoreResult
      ? Promise.all([
          c.queryClient.fetchQuery(queries.waterSummary(c)),
          c.queryClient.fetchQuery(queries.actions(c)),
          c.queryClient.fetchQuery(queries.comparison(c)),
          loadNamespace('kids'),
          loadNamespace('summary'),
          loadNamespace('dashboard'),
          loadNamespace('water'),
        ])
      : Promise.all([
          c.queryClient.ensureQueryData(queries.latest(c)),
          c.queryClient.ensureQueryData(queries.waterSummary(c)),
          c.queryClient.ensureQueryData(queries.actions(c)),
          c.queryClient.ensureQueryData(queries.comparison(c)),
          loadNamespace('kids'),
          loadNamespace('summary'),
          loadNamespace('dashboard'),
          loadNamespace('water'),
        ]),
  component: ScoreSummaryPage,
});

const RECOMMENDATION_COUNT = 5;
// Fetched as they come into view, behind a block that keeps their place (Recommendations.tsx).
// With the question texts they show (the English ones are built from the question table, about
// 5 KB gzipped): fetched with them, not before the summary shows.
const Recommendations = lazy(
  withNamespace('questions', () => import('./-components/Recommendations')),
);
// How the home compares with homes of its size (issue 11), with the community's texts.
const FairComparison = lazy(
  withNamespace('community', () =>
    import('./-components/community/FairComparison').then((m) => ({ default: m.FairComparison })),
  ),
);
// The calendar and share card (issue 30): under the fold, kept out of the route's first chunk.
const SummaryHandouts = lazy(() => import('./-components/handouts/SummaryHandouts'));
// The one-time offer to turn reminders on (issue 30), with its texts: after the summary shows.
const ReminderOffer = lazy(() => import('./-components/reminders/ReminderOffer'));

function ScoreSummaryPage() {
  const { t } = useTranslation('summary');
  useDocumentTitle(t('title'));
  const fromState = useLocation({ select: (l) => l.state.scoreResult });
  return fromState ? <Summary result={fromState} /> : <LatestSummary />;
}

/** View Existing Score, or a bookmark: the latest saved score (none when its load failed). */
function LatestSummary() {
  const latest = useSuspenseQuery(queries.latest(useQueryContext())).data.value;
  const { t } = useTranslation('summary');
  if (!latest) {
    return (
      <div className="page">
        <header className="page-header">
          <h1>{t('heading')}</h1>
        </header>
        <EmptyState
          icon="📝"
          title={t('noScore.title')}
          description={t('noScore.text')}
          action={<NavButton to="/questionnaire">{t('noScore.action')}</NavButton>}
          headingLevel={2}
        />
      </div>
    );
  }
  const result: ScoreResultState = {
    totalScore: latest.totalScore,
    directScore: latest.directScore,
    indirectScore: latest.indirectScore,
    createdAt: latest.createdAt,
    responses: (latest.responses ?? null) as Partial<Responses> | null,
  };
  return <Summary result={result} />;
}

function Summary({ result }: { result: ScoreResultState }) {
  const { t } = useTranslation('summary');
  const { t: tw } = useTranslation('water');
  const tier = scoreTier(result.totalScore);
  const recommendationsLoading = (
    <div className="recommendations-loading">
      <LoadingBlock label={t('loadingRecommendations')} />
    </div>
  );

  return (
    <div className="page score-summary">
      <header className="page-header">
        <h1>{t('heading')}</h1>
        {result.createdAt && (
          <p className="page-header__lead">{t('taken', { date: formatDate(result.createdAt) })}</p>
        )}
      </header>

      {/* Litres lead (issue 27): the verdict against the norm first; the spec's celebration
          follows as the questionnaire's habit score, and when the home is over the norm it is
          followed at once by what is next (docs/litres-lead.md). */}
      <SummaryVerdict />

      <section aria-labelledby="habit-heading" className="habit-score">
        <h2 id="habit-heading" className="habit-score__title">
          {tw('habit.title')}
        </h2>
        <Celebration emoji={tier.emoji} message={t(`tiers.${tier.tier}`)} tier={tier.tier} />
        <DrippyReaction tier={tier.tier} />
        <SummaryNextStep />
      </section>

      <SummaryTopActions />

      <SummaryLitres />

      <section aria-labelledby="scores-heading" className="page-section">
        <h2 id="scores-heading" className="wf-visually-hidden">
          {t('scores')}
        </h2>
        <div className="stat-grid summary-scores">
          <StatCard
            icon="🚿"
            label={t('direct.label')}
            value={result.directScore}
            hint={t('direct.hint')}
            tone="primary"
          />
          <StatCard
            icon="🍎"
            label={t('indirect.label')}
            value={result.indirectScore}
            hint={t('indirect.hint')}
            tone="accent"
          />
          <StatCard
            icon="🏅"
            label={t('total.label')}
            value={result.totalScore}
            hint={t('total.hint')}
            tone="sun"
            className="summary-scores__total"
          />
        </div>
        <SummaryScoreReading totalScore={result.totalScore} />
      </section>

      {/* Below the fold on a phone: its script and texts come once the result has shown. */}
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <FairComparison className="page-section" />
        </Suspense>
      </AfterFirstPaint>

      <Card title={t('recommendations')} icon="💡" className="page-section">
        {result.responses ? (
          // Far below the fold on a phone: loaded as it comes into view (issue 13).
          <WhenInView placeholder={recommendationsLoading}>
            <Suspense fallback={recommendationsLoading}>
              <Recommendations responses={result.responses} count={RECOMMENDATION_COUNT} />
            </Suspense>
          </WhenInView>
        ) : (
          <p>{t('noAnswers')}</p>
        )}
      </Card>

      {/* Below the fold: their scripts are asked for once the result has shown. */}
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <ReminderOffer />
        </Suspense>
        <Suspense fallback={null}>
          <SummaryHandouts />
        </Suspense>
      </AfterFirstPaint>

      <ButtonRow>
        <NavButton to="/dashboard">{t('dashboard')}</NavButton>
        <NavButton to="/leaderboard" variant="secondary">
          {t('leaderboard')}
        </NavButton>
        <NavButton to="/questionnaire" variant="ghost">
          {t('retake')}
        </NavButton>
      </ButtonRow>
    </div>
  );
}
