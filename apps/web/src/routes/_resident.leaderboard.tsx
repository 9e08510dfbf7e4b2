import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { leaderboardAverage, scoreBand, scoreCirclePercent } from '@wf/scoring';
import { DEFAULT_IMPROVEMENT_PERIOD } from '@wf/scoring/community';
import { Badge, Card, CtaCard, EmptyState, ScoreCircle, StatCard, cx } from '@wf/ui';
import { LoadFailed } from '../components/LoadFailed';
import { NavButton } from '../components/NavButton';
import { loadNamespace } from '../i18n/i18n';
import { useCurrentUser } from '../lib/auth';
import { queries, useQueryContext } from '../lib/queries';
import { useDocumentTitle } from '../lib/use-document-title';
import { Rank } from './-components/Rank';
import { MostImproved } from './-components/community/MostImproved';
import { OwnRank } from './-components/community/OwnRank';

export const Route = createFileRoute('/_resident/leaderboard')({
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(queries.leaderboard(context)),
      context.queryClient.ensureQueryData(queries.communityStats(context)),
      context.queryClient.ensureQueryData(queries.householdStats(context)),
      context.queryClient.ensureQueryData(queries.ownRank(context)),
      context.queryClient.ensureQueryData(
        queries.improvedByLitres(context, DEFAULT_IMPROVEMENT_PERIOD),
      ),
      loadNamespace('community'),
    ]);
  },
  component: LeaderboardPage,
});

function LeaderboardPage() {
  const context = useQueryContext();
  const user = useCurrentUser();
  // Spec section 8: a failed leaderboard shows as empty, failed stats as zeros.
  const board = useSuspenseQuery(queries.leaderboard(context));
  const entries = board.data.value;
  const communityQuery = useSuspenseQuery(queries.communityStats(context));
  const householdsQuery = useSuspenseQuery(queries.householdStats(context));
  const ownRankQuery = useSuspenseQuery(queries.ownRank(context));
  const community = communityQuery.data.value;
  const households = householdsQuery.data.value;
  const ownRank = ownRankQuery.data.value;
  const average = leaderboardAverage(entries.map((e) => e.totalScore));
  const { t } = useTranslation('community');
  useDocumentTitle(t('board.title'));

  return (
    <div className="page leaderboard">
      <header className="page-header">
        <h1>
          <span aria-hidden="true">🏆 </span>
          {t('board.title')}
        </h1>
        <p className="page-header__lead">{t('board.lead')}</p>
      </header>

      {/* Each card says what it counts (issue 11): households are flats, participants people. */}
      <div className="stat-grid">
        <StatCard
          icon="🏘️"
          label={t('board.households')}
          value={households.households}
          hint={t('stats.householdsHint')}
          tone="primary"
        />
        <StatCard
          icon="🙋"
          label={t('board.participants')}
          value={community.usersWithScores}
          hint={t('stats.participantsHint')}
          tone="accent"
        />
        <StatCard
          icon="📊"
          label={t('board.average')}
          value={average}
          hint={t('stats.topTenAverage')}
          tone="sun"
        />
        <StatCard
          icon="🌍"
          label={t('stats.communityAverage')}
          value={households.averageScore}
          hint={t('stats.communityAverageHint')}
          tone="plain"
        />
      </div>

      <Card title={t('board.topTen')} icon="⭐" className="page-section">
        {/* Try again re-reads the stats and the own rank too: they failed in the same batch. */}
        <LoadFailed error={board.data.error} />
        {entries.length === 0 ? (
          <EmptyState
            icon="🏁"
            title={t('board.emptyTitle')}
            description={t('board.emptyText')}
            action={<NavButton to="/questionnaire">{t('board.takeQuiz')}</NavButton>}
          />
        ) : (
          <ol className="board">
            {entries.map((entry) => {
              const isYou = entry.id === user?.id;
              return (
                <li key={entry.id} className={cx('board__row', isYou && 'board__row--you')}>
                  <Rank rank={entry.rank} />
                  <div className="board__who">
                    <p className="board__name">
                      {entry.profileName}
                      {isYou && <Badge tone="accent">{t('board.you')}</Badge>}
                    </p>
                    <p className="board__apartment">
                      {t('board.apartment', {
                        apartment: entry.apartment || t('board.noApartment'),
                      })}
                    </p>
                  </div>
                  <ScoreCircle
                    score={entry.totalScore}
                    percent={scoreCirclePercent(entry.totalScore)}
                    band={scoreBand(entry.totalScore)}
                    label={t('board.score', { score: entry.totalScore })}
                  />
                </li>
              );
            })}
          </ol>
        )}
        <OwnRank value={ownRank} listed={entries.some((entry) => entry.id === user?.id)} />
      </Card>

      <MostImproved />

      <CtaCard tone="accent" icon="🚀" title={t('board.ctaTitle')}>
        {t('board.ctaBefore')} <Link to="/tips">{t('board.ctaLink')}</Link> {t('board.ctaAfter')}
      </CtaCard>
    </div>
  );
}
