import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { scoreBand, scoreCirclePercent } from '@wf/scoring';
import { Badge, Button, ButtonRow, Card, Dialog, ScoreCircle, StatCard } from '@wf/ui';
import { NavButton } from '../../components/NavButton';
import { useCurrentUser } from '../../lib/auth';
import { formatDate } from '../../lib/format';
import { LegacyImportOffer } from '../../lib/legacy-import-offer';
import { queries, useQueryContext } from '../../lib/queries';
import type { ScoreRecord, User } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Rank } from './Rank';
import { FairComparison } from './community/FairComparison';
import { OwnRank } from './community/OwnRank';
import { DashboardLitres } from './water/DashboardLitres';

/** /dashboard and /profile: the same screen (spec section 2). */
export function DashboardScreen() {
  const user = useCurrentUser();
  const name = user?.profileName ?? '';
  useDocumentTitle('Dashboard');
  return (
    <div className="page dashboard">
      <header className="page-header welcome">
        <h1>
          Welcome, {name}! <span aria-hidden="true">👋</span>
        </h1>
        <p className="page-header__lead">
          Every drop counts! Check your water footprint, discover easy ways to save water, and see
          how your community is doing.
        </p>
      </header>
      <LegacyImportOffer email={user?.email} />
      <div className="dashboard__grid">
        <StatsCard />
        <LeaderboardCard user={user} />
        <FairComparison />
      </div>
    </div>
  );
}

function StatsCard() {
  const navigate = useNavigate();
  const history = useSuspenseQuery(queries.history(useQueryContext()));
  // A failed load shows as no history (spec section 8).
  const scores: readonly ScoreRecord[] = history.data.value;
  const [dialogOpen, setDialogOpen] = useState(false);
  const latest = scores[0];
  const multiple = scores.length > 1;

  function onViewStats() {
    // With no score, 'View Stats' goes straight to the questionnaire.
    if (latest) setDialogOpen(true);
    else void navigate({ to: '/questionnaire' });
  }

  return (
    <Card title="Water Footprint Stats" icon="💧" className="stats-card">
      {latest ? (
        <div className="stats-card__score">
          <ScoreCircle
            score={latest.totalScore}
            percent={scoreCirclePercent(latest.totalScore)}
            band={scoreBand(latest.totalScore)}
            size="lg"
            label={`Current score ${latest.totalScore}`}
          />
          <div className="stats-card__details">
            <p className="stats-card__label">Current Score</p>
            <p className="stats-card__meta">Last taken {formatDate(latest.createdAt)}</p>
          </div>
          <div className="stats-card__parts">
            <StatCard label="Direct" value={latest.directScore} tone="primary" />
            <StatCard label="Indirect" value={latest.indirectScore} tone="accent" />
          </div>
          <DashboardLitres />
        </div>
      ) : (
        <div className="stats-card__empty">
          <p className="stats-card__empty-icon" aria-hidden="true">
            📝
          </p>
          <p className="stats-card__empty-title">You haven’t taken the questionnaire yet.</p>
          <p>Take the questionnaire to discover your water footprint score!</p>
        </div>
      )}
      <ButtonRow>
        <Button onClick={onViewStats}>View Stats</Button>
        {multiple && (
          <NavButton to="/score-history" variant="secondary">
            View History
          </NavButton>
        )}
      </ButtonRow>

      <Dialog
        open={dialogOpen && !!latest}
        onClose={() => setDialogOpen(false)}
        title="Your Water Footprint Score"
        description={
          latest
            ? `Your latest score is ${latest.totalScore}. What would you like to do?`
            : undefined
        }
        hideCloseButton
        actions={
          <>
            <Button onClick={() => void navigate({ to: '/questionnaire' })} data-autofocus>
              Retake Questionnaire
            </Button>
            <Button variant="secondary" onClick={() => void navigate({ to: '/score-summary' })}>
              View Existing Score
            </Button>
            {multiple && (
              <Button variant="secondary" onClick={() => void navigate({ to: '/score-history' })}>
                View Score History
              </Button>
            )}
            <Button variant="ghost" onClick={() => setDialogOpen(false)}>
              Cancel
            </Button>
          </>
        }
      />
    </Card>
  );
}

function LeaderboardCard({ user }: { user: User | null }) {
  const context = useQueryContext();
  // A failed leaderboard shows as empty, failed community stats as zeros (spec section 8).
  const entries = useSuspenseQuery(queries.leaderboard(context)).data.value.slice(0, 5);
  const community = useSuspenseQuery(queries.communityStats(context)).data.value;
  const households = useSuspenseQuery(queries.householdStats(context)).data.value;
  const ownRank = useSuspenseQuery(queries.ownRank(context)).data.value;
  const { t } = useTranslation('community');

  return (
    <Card title="Community Leaderboard" icon="🏆" className="leaderboard-card">
      {/* The leaderboard's figures: households (flats) and the mean of their latest scores. */}
      <ul className="mini-stats" aria-label={t('card.glance')}>
        <li>
          <span className="mini-stats__value">{households.households}</span>{' '}
          {t('card.households', { count: households.households })}
        </li>
        <li>
          <span className="mini-stats__value">{community.usersWithScores}</span>{' '}
          {t('card.takingPart')}
        </li>
        <li>
          <span className="mini-stats__value">{households.averageScore}</span>{' '}
          {t('card.communityAverage')}
        </li>
      </ul>
      {entries.length === 0 ? (
        <p className="leaderboard-card__empty">
          Nobody is on the leaderboard yet. Take the questionnaire and be the first!
        </p>
      ) : (
        <ol className="mini-board">
          {entries.map((entry) => {
            const isYou = entry.id === user?.id;
            return (
              <li
                key={entry.id}
                className={isYou ? 'mini-board__row mini-board__row--you' : 'mini-board__row'}
              >
                <Rank rank={entry.rank} />
                <span className="mini-board__name">
                  {entry.profileName}
                  {isYou && <Badge tone="accent">You</Badge>}
                </span>
                <span className="mini-board__score">{entry.totalScore}</span>
              </li>
            );
          })}
        </ol>
      )}
      <OwnRank
        value={ownRank}
        listed={entries.some((entry) => entry.id === user?.id)}
        className="own-rank--compact"
      />
      <p className="leaderboard-card__more">
        <Link to="/leaderboard">View Full Leaderboard</Link>
      </p>
    </Card>
  );
}
