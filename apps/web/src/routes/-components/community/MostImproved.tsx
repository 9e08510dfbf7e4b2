import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_IMPROVEMENT_PERIOD,
  IMPROVEMENT_PERIODS,
  type ImprovementPeriod,
} from '@wf/scoring/community';
import { round } from '@wf/scoring/water/round';
import { Badge, Card, Spinner, ToggleGroup, cx } from '@wf/ui';
import { formatNumber } from '../../../i18n/format';
import { queries, useQueryContext } from '../../../lib/queries';
import './community.css';

/**
 * The leaderboard's second board: who improved most from their first to their latest attempt in
 * the chosen period (docs/community.md). The default period is in the route's loader.
 */
export function MostImproved({ userId }: { userId: number | undefined }) {
  const { t } = useTranslation('community');
  const context = useQueryContext();
  const [period, setPeriod] = useState<ImprovementPeriod>(DEFAULT_IMPROVEMENT_PERIOD);
  // The previous period's list stays on screen while the next loads, so the card keeps its size.
  const board = useQuery({
    ...queries.improved(context, period),
    placeholderData: keepPreviousData,
  });
  const entries = board.data?.value ?? [];

  return (
    <Card
      title={t('improved.title')}
      icon="📈"
      className="page-section improved"
      aria-busy={board.isFetching}
    >
      <p className="improved__lead">{t('improved.lead')}</p>
      <ToggleGroup
        label={t('improved.period')}
        options={IMPROVEMENT_PERIODS.map((value) => ({ value, label: t(`improved.${value}`) }))}
        value={period}
        onChange={setPeriod}
        className="improved__period"
      />
      {!board.data ? (
        <Spinner />
      ) : board.data.error ? (
        <p className="improved__note">{t('improved.failed')}</p>
      ) : entries.length === 0 ? (
        <p className="improved__note">{t('improved.empty')}</p>
      ) : (
        <ol className="board improved__list">
          {entries.map((entry, index) => {
            const isYou = entry.id === userId;
            const litres = entry.litresSavedPerPersonPerDay;
            const shown = litres === null ? 0 : round(Math.abs(litres));
            return (
              <li key={entry.id} className={cx('board__row', isYou && 'board__row--you')}>
                <span className="rank">#{index + 1}</span>
                <div className="board__who">
                  <p className="board__name">
                    {entry.profileName}
                    {isYou && <Badge tone="accent">{t('improved.you')}</Badge>}
                  </p>
                  <p className="board__apartment">
                    {t('improved.apartment', {
                      apartment: entry.apartment || t('improved.noApartment'),
                    })}
                  </p>
                </div>
                <div className="improved__change">
                  <p className="improved__points">
                    {t('improved.change', { change: formatNumber(entry.change) })}
                  </p>
                  <p className="improved__detail">
                    {t('improved.fromTo', { first: entry.firstScore, latest: entry.latestScore })}
                  </p>
                  {shown !== 0 && (
                    <p className="improved__detail">
                      {t(litres! > 0 ? 'improved.litresLess' : 'improved.litresMore', {
                        litres: formatNumber(shown, { maximumFractionDigits: 1 }),
                      })}
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
