import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useLocation } from '@tanstack/react-router';
import { recommendations, scoreTier } from '@wf/scoring';
import type { Responses } from '@wf/scoring';
import { ButtonRow, Card, EmptyState, StatCard } from '@wf/ui';
import { NavButton } from '../components/NavButton';
import { loadNamespace } from '../i18n/i18n';
import { formatDate } from '../lib/format';
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
        ])
      : Promise.all([
          c.queryClient.ensureQueryData(queries.latest(c)),
          c.queryClient.ensureQueryData(queries.waterSummary(c)),
          c.queryClient.ensureQueryData(queries.actions(c)),
          c.queryClient.ensureQueryData(queries.comparison(c)),
          loadNamespace('kids'),
          loadNamespace('community'),
        ]),
  component: ScoreSummaryPage,
});

const RECOMMENDATION_COUNT = 5;

function ScoreSummaryPage() {
  useDocumentTitle('Your Score');
  const fromState = useLocation({ select: (l) => l.state.scoreResult });
  return fromState ? <Summary result={fromState} /> : <LatestSummary />;
}

/** View Existing Score, or a bookmark: the latest saved score (none when its load failed). */
function LatestSummary() {
  const latest = useSuspenseQuery(queries.latest(useQueryContext())).data.value;
  if (!latest) {
    return (
      <div className="page">
        <header className="page-header">
          <h1>Your Water Footprint Score</h1>
        </header>
        <EmptyState
          icon="📝"
          title="No score yet"
          description="Take the questionnaire to discover your water footprint score."
          action={<NavButton to="/questionnaire">Take the Questionnaire</NavButton>}
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
  const tier = scoreTier(result.totalScore);
  const tips = result.responses ? recommendations(result.responses, RECOMMENDATION_COUNT) : null;

  return (
    <div className="page score-summary">
      <header className="page-header">
        <h1>Your Water Footprint Score</h1>
        {result.createdAt && (
          <p className="page-header__lead">Questionnaire taken {formatDate(result.createdAt)}</p>
        )}
      </header>

      <Celebration emoji={tier.emoji} message={tier.message} tier={tier.tier} />
      <DrippyReaction tier={tier.tier} />

      <SummaryLitres />

      <section aria-labelledby="scores-heading" className="page-section">
        <h2 id="scores-heading" className="wf-visually-hidden">
          Scores
        </h2>
        <div className="stat-grid summary-scores">
          <StatCard
            icon="🚿"
            label="Direct Score"
            value={result.directScore}
            hint="Water you use at home"
            tone="primary"
          />
          <StatCard
            icon="🍎"
            label="Indirect Score"
            value={result.indirectScore}
            hint="Water hidden in food, clothes and travel"
            tone="accent"
          />
          <StatCard
            icon="🏅"
            label="Total Score"
            value={result.totalScore}
            hint="Direct plus indirect"
            tone="sun"
            className="summary-scores__total"
          />
        </div>
        <SummaryScoreReading totalScore={result.totalScore} />
      </section>

      <FairComparison className="page-section" />

      <Card title="Recommendations for You" icon="💡" className="page-section">
        {tips === null ? (
          <p>
            This score was saved without its answers, so there are no personal tips for it. Retake
            the questionnaire to get tips made for you!
          </p>
        ) : tips.length === 0 ? (
          <p>Wow, you are already doing everything right. Keep it up and share your habits!</p>
        ) : (
          <ol className="recommendations">
            {tips.map((tip) => (
              <li key={tip.key} className="recommendation">
                <h3 className="recommendation__question">{tip.question}</h3>
                <p className="recommendation__answer">
                  Your answer: <strong>{tip.answer}</strong>
                </p>
                <p className="recommendation__tip">
                  <span aria-hidden="true">💧 </span>
                  {tip.tip}
                </p>
              </li>
            ))}
          </ol>
        )}
      </Card>

      <SummaryTopActions />

      <ButtonRow>
        <NavButton to="/dashboard">Back to Dashboard</NavButton>
        <NavButton to="/leaderboard" variant="secondary">
          View Leaderboard
        </NavButton>
        <NavButton to="/questionnaire" variant="ghost">
          Retake Questionnaire
        </NavButton>
      </ButtonRow>
    </div>
  );
}
