import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { scoreBand, scoreCirclePercent } from '@wf/scoring';
import { Badge, Button, ButtonRow, Card, Dialog, ScoreCircle, StatCard } from '@wf/ui';
import { NavButton } from '../../components/NavButton';
import { useCurrentUser } from '../../lib/auth';
import { formatDate } from '../../i18n/format';
import { LegacyImportOffer } from '../../lib/legacy-import-offer';
import { queries, useQueryContext } from '../../lib/queries';
import type { ScoreRecord, User } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Rank } from './Rank';
import { FairComparison } from './community/FairComparison';
import { OwnRank } from './community/OwnRank';
import { DashboardLitres, DashboardTomorrow } from './water/DashboardLitres';
import { LatestVerdict } from './water/LatestVerdict';

/** /dashboard and /profile: the same screen (spec section 2). */
export function DashboardScreen() {
  const user = useCurrentUser();
  const name = user?.profileName ?? '';
  const { t } = useTranslation('dashboard');
  useDocumentTitle(t('title'));
  return (
    <div className="page dashboard">
      <header className="page-header welcome">
        <h1>
          {t('welcome', { name })} <span aria-hidden="true">👋</span>
        </h1>
        <p className="page-header__lead">{t('lead')}</p>
      </header>
      <LegacyImportOffer email={user?.email} />
      <div className="dashboard__grid">
        <StatsCard />
        <DashboardTomorrow />
        <LeaderboardCard user={user} />
        <FairComparison />
      </div>
    </div>
  );
}

function StatsCard() {
  const navigate = useNavigate();
  const { t } = useTranslation('dashboard');
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
    <Card title={t('stats')} icon="💧" className="stats-card">
      {/* Litres lead (issue 27): the verdict first, the spec's score after it. */}
      {latest && <LatestVerdict />}
      {latest ? (
        <div className="stats-card__score">
          <ScoreCircle
            score={latest.totalScore}
            percent={scoreCirclePercent(latest.totalScore)}
            band={scoreBand(latest.totalScore)}
            size="lg"
            label={t('currentScoreLabel', { score: latest.totalScore })}
          />
          <div className="stats-card__details">
            <p className="stats-card__label">{t('currentScore')}</p>
            <p className="stats-card__meta">
              {t('lastTaken', { date: formatDate(latest.createdAt) })}
            </p>
          </div>
          <div className="stats-card__parts">
            <StatCard label={t('direct')} value={latest.directScore} tone="primary" />
            <StatCard label={t('indirect')} value={latest.indirectScore} tone="accent" />
          </div>
          <DashboardLitres />
        </div>
      ) : (
        <div className="stats-card__empty">
          <p className="stats-card__empty-icon" aria-hidden="true">
            📝
          </p>
          <p className="stats-card__empty-title">{t('notYet')}</p>
          <p>{t('discover')}</p>
        </div>
      )}
      <ButtonRow>
        <Button onClick={onViewStats}>{t('viewStats')}</Button>
        {multiple && (
          <NavButton to="/score-history" variant="secondary">
            {t('viewHistory')}
          </NavButton>
        )}
      </ButtonRow>

      <Dialog
        open={dialogOpen && !!latest}
        onClose={() => setDialogOpen(false)}
        title={t('dialogTitle')}
        description={latest ? t('dialogText', { score: latest.totalScore }) : undefined}
        hideCloseButton
        actions={
          <>
            <Button onClick={() => void navigate({ to: '/questionnaire' })} data-autofocus>
              {t('retake')}
            </Button>
            <Button variant="secondary" onClick={() => void navigate({ to: '/score-summary' })}>
              {t('viewScore')}
            </Button>
            {multiple && (
              <Button variant="secondary" onClick={() => void navigate({ to: '/score-history' })}>
                {t('viewScoreHistory')}
              </Button>
            )}
            <Button variant="ghost" onClick={() => setDialogOpen(false)}>
              {t('cancel')}
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
  const { t: td } = useTranslation('dashboard');

  return (
    <Card title={td('leaderboard')} icon="🏆" className="leaderboard-card">
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
        <p className="leaderboard-card__empty">{td('nobody')}</p>
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
                  {isYou && <Badge tone="accent">{td('you')}</Badge>}
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
        <Link to="/leaderboard">{td('fullLeaderboard')}</Link>
      </p>
    </Card>
  );
}
