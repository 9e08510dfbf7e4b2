import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useLocation } from '@tanstack/react-router';
import { recommendations, scoreTier } from '@wf/scoring';
import type { Responses } from '@wf/scoring';
import { useTranslation } from 'react-i18next';
import { ButtonRow, Card, EmptyState, StatCard } from '@wf/ui';
import { NavButton } from '../components/NavButton';
import { loadNamespace } from '../i18n/i18n';
import { formatDate } from '../i18n/format';
import { useQuestionTexts } from '../i18n/questions';
import type { ScoreResultState } from '../lib/history-state';
import { queries, useQueryContext } from '../lib/queries';
import { useDocumentTitle } from '../lib/use-document-title';
import { Celebration } from './-components/Celebration';
import { DrippyReaction } from './-components/kids/DrippyReaction';
import './-components/kids/kids.css';
import { FairComparison } from './-components/community/FairComparison';
import {
  SummaryLitres,
  SummaryScoreReading,
  SummaryTopActions,
} from './-components/water/SummaryWater';

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
          loadNamespace('community'),
          loadNamespace('questions'),
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
          loadNamespace('community'),
          loadNamespace('questions'),
          loadNamespace('summary'),
          loadNamespace('dashboard'),
          loadNamespace('water'),
        ]),
  component: ScoreSummaryPage,
});

const RECOMMENDATION_COUNT = 5;

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
  const texts = useQuestionTexts();
  const tier = scoreTier(result.totalScore);
  const tips = result.responses ? recommendations(result.responses, RECOMMENDATION_COUNT) : null;

  return (
    <div className="page score-summary">
      <header className="page-header">
        <h1>{t('heading')}</h1>
        {result.createdAt && (
          <p className="page-header__lead">{t('taken', { date: formatDate(result.createdAt) })}</p>
        )}
      </header>

      <Celebration emoji={tier.emoji} message={t(`tiers.${tier.tier}`)} tier={tier.tier} />
      <DrippyReaction tier={tier.tier} />

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

      <FairComparison className="page-section" />

      <Card title={t('recommendations')} icon="💡" className="page-section">
        {tips === null ? (
          <p>{t('noAnswers')}</p>
        ) : tips.length === 0 ? (
          <p>{t('allRight')}</p>
        ) : (
          <ol className="recommendations">
            {tips.map((tip) => (
              <li key={tip.key} className="recommendation">
                <h3 className="recommendation__question">
                  {texts.question({ key: tip.key, text: tip.question })}
                </h3>
                <p className="recommendation__answer">
                  {t('yourAnswer')} <strong>{texts.option(tip.answer)}</strong>
                </p>
                <p className="recommendation__tip">
                  <span aria-hidden="true">💧 </span>
                  {texts.tip({ key: tip.key, tip: tip.tip })}
                </p>
              </li>
            ))}
          </ol>
        )}
      </Card>

      <SummaryTopActions />

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
